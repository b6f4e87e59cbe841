/**
 * Pages the server draws for a visitor: a phone shows the cars before the app's code has come, and the app then
 * takes the page over where it stands (the same elements, no error), and works.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

test.use({ viewport: { width: 390, height: 844 } });

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** The address of a listing's page: the first Porsche /search shows. */
async function porscheListingPath(page: Page): Promise<string> {
  await page.goto('/search?make=Porsche');
  const href = await results(page)
    .first()
    .getByRole('link', { name: /View Details/ })
    .getAttribute('href');
  return href!;
}

/** Holds the app's JavaScript back until the returned function is called: the drawn page stands alone till then. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('without the app', () => {
  test.use({ javaScriptEnabled: false });

  test("/search and a listing's page show their cars from the HTML alone", async ({ page }) => {
    await page.goto('/search?make=Porsche');
    const heading = page.getByRole('heading', { level: 1, name: 'Find your next car' });
    await expect(heading).toBeVisible();
    // Styled by the stylesheet the page carries written in (a hash the CSP did not allow would leave it black).
    await expect(heading).toHaveCSS('color', 'rgb(255, 255, 255)');
    const first = results(page).first();
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByRole('heading')).toContainText('Porsche');

    const href = await first.getByRole('link', { name: /View Details/ }).getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Porsche');
    await expect(page.getByRole('img').first()).toBeVisible();
  });
});

test('the app takes over the drawn /search without drawing it again, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Marks the first card as the page arrives, before any of the app's code runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('ul[aria-label="Search results"] a')?.setAttribute('data-drawn', 'server'),
    );
  });
  await page.goto('/search?make=Porsche');
  const firstLink = page.locator('[data-drawn="server"]');
  await expect(firstLink).toHaveCount(1);

  // The Filters button waits for the app to take the page over, then opens the drawer; a sort reaches the results
  // and the address.
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(drawer).toBeVisible();
  // Still the element the server drew: React took it over rather than build a new one.
  await expect(firstLink).toHaveAttribute('data-drawn', 'server');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sortBy=price_asc/);
  await expect(results(page).first().getByRole('heading')).toContainText('Porsche');
  expect(errors).toEqual([]);
});

test('Filters and Load More wait for the app: a tap while its code is on its way is not lost', async ({ page }) => {
  const releaseCode = await holdAppCode(page);
  // The drawn page is there before its code (a module script holds DOMContentLoaded back until it has run).
  await page.goto('/search', { waitUntil: 'commit' });
  await expect(results(page)).toHaveCount(30);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  await expect(loadMore).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeDisabled();

  releaseCode();
  await loadMore.click();
  await expect(results(page)).toHaveCount(60);
});

test("the drawn contact form waits for the app: the browser never sends the buyer's details in the address", async ({
  page,
}) => {
  const listing = await porscheListingPath(page);
  const releaseCode = await holdAppCode(page);
  await page.goto(listing, { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Contact about this vehicle' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  // Enter in a field sends a form through its first button, unless that button is disabled.
  await form.getByLabel('Email').press('Enter');

  releaseCode();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(page.url()).not.toContain('?');
  expect(page.url()).not.toContain('ada%40example.com');
});

test("no drawn page's form can be sent before the app has taken it over", async ({ page }) => {
  const listing = await porscheListingPath(page);
  const releaseCode = await holdAppCode(page);
  for (const url of ['/', '/search', listing, '/faq', '/financing', '/how-it-works', '/privacy-policy']) {
    await page.goto(url, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    // A button in a form without a type is a submit button too.
    const senders = page.locator('form button[type="submit"], form button:not([type])');
    for (const sender of await senders.all())
      await expect(sender, `${url}: ${await sender.innerText()}`).toBeDisabled();
  }
  releaseCode();
});

test('the search bar keeps what was typed before the app came, and searches with it once the app is there', async ({
  page,
}) => {
  const releaseCode = await holdAppCode(page);
  await page.goto('/search?make=Porsche', { waitUntil: 'commit' });
  const bar = page.getByRole('search', { name: 'Search vehicles' });
  await bar.getByLabel('Keyword').fill('Cayman');
  // The browser's own sending would drop the page's filters (/search?).
  await bar.getByLabel('Keyword').press('Enter');
  expect(page.url()).toContain('make=Porsche');

  releaseCode();
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]query=Cayman(&|$)/);
  expect(page.url()).toContain('make=Porsche');
  await expect(results(page).first().getByRole('heading')).toContainText('Cayman');
});
