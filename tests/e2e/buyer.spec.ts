/**
 * The buyer's side as a new visitor uses it: home, a brand tile, filters and sort, Load More, a vehicle
 * with its gallery, saving it and finding it in the saved list, the contact form, the 404 screens and the FAQ.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Search filters' });
const price = (text: string) => Number(text.replace(/[^0-9]/g, ''));

/** Checks each match once at least one is shown: an empty result list must fail, not pass every check vacuously. */
async function expectEvery(items: Locator, check: (text: string) => void) {
  await expect(items.first()).toBeVisible();
  for (const text of await items.allTextContents()) check(text);
}

test('the home page shows recent listings and a brand tile opens that make in search', async ({ page }) => {
  await page.goto('/');
  const recent = page.getByRole('list', { name: 'Recent listings' });
  await expect(recent.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Vehicles' })).toHaveAttribute('href', '/search');

  await page.getByRole('link', { name: /^Porsche/ }).click();
  await expect(page).toHaveURL(/\/search\?make=Porsche$/);
  await expect(page.getByText('vehicles found matching your search criteria')).toBeVisible();
  await expect(filters(page).getByLabel('Make')).toHaveValue('Porsche');
  await expect(page.getByRole('button', { name: 'Porsche', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectEvery(results(page).getByRole('heading'), (title) => expect(title).toContain('Porsche'));

  // The 'Mercedes' tile reads as the make listings store, and the URL says so.
  await page.goto('/search?make=Mercedes');
  await expect(page).toHaveURL(/make=Mercedes-Benz/);
  await expect(filters(page).getByLabel('Make')).toHaveValue('Mercedes-Benz');
});

test('filters, sort, Load More, Back and Clear all on /search', async ({ page }) => {
  await page.goto('/search');
  await expect(results(page)).toHaveCount(30);
  const total = Number(
    (await page.getByRole('status').filter({ hasText: 'vehicles found' }).textContent())!.match(/\d+/)![0],
  );
  expect(total).toBeGreaterThan(30);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(results(page)).toHaveCount(Math.min(60, total));
  await expect(page.getByText(`Showing ${Math.min(60, total)} of ${total}`)).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sortBy=price_asc/);
  await expect(results(page)).toHaveCount(30);
  const prices = (await results(page).locator('p.text-accent').allTextContents()).map(price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  const model = filters(page).getByLabel('Model');
  await expect(model).toBeDisabled();
  await expect(model.locator('option').first()).toHaveText('Choose Make First');
  await filters(page).getByLabel('Make').selectOption('BMW');
  await expect(model).toBeEnabled();
  await expect(page).toHaveURL(/make=BMW/);
  await filters(page).getByLabel('Body type').selectOption('SUV');
  await expect(page).toHaveURL(/bodyType=SUV/);
  await expectEvery(results(page).getByRole('heading'), (title) => expect(title).toContain('BMW'));

  await page.goBack();
  await expect(page).not.toHaveURL(/bodyType/);
  await expect(filters(page).getByLabel('Body type')).toHaveValue('');
  await expect(filters(page).getByLabel('Make')).toHaveValue('BMW');

  await filters(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(filters(page).getByLabel('Make')).toHaveValue('');

  // The header bar: keyword and max price together.
  await page.getByRole('search').getByLabel('Max price').selectOption('30000');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/maxPrice=30000/);
  await expectEvery(results(page).locator('p.text-accent'), (text) => expect(price(text)).toBeLessThanOrEqual(30000));

  await page.goto('/search?query=zzzzqqqq');
  await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
});

test('a vehicle page: gallery, save to the saved list, contact form', async ({ page }) => {
  await page.goto('/search?sortBy=price_desc');
  const first = results(page).first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Vehicle Listings' })).toHaveAttribute('href', '/search');

  // Gallery: next, previous wraps around, thumbnails, arrow keys.
  const gallery = page.getByRole('region', { name: `Photos of ${name}` });
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  const count = Number((await counter.textContent())!.split('/')[1]);
  expect(count).toBeGreaterThan(1);
  await expect(counter).toHaveText(`1 / ${count}`);
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(`2 / ${count}`);
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await gallery.getByRole('button', { name: 'Previous photo' }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${count}`);
  await gallery.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(counter).toHaveText(`3 / ${count}`);
  await expect(gallery.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');

  // Save, then find it in the saved list from the header.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Vehicle saved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const vehicleUrl = page.url();
  await page.getByRole('link', { name: 'Saved vehicles (1)' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  const saved = page.getByRole('list', { name: 'Saved vehicles' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  await saved.getByRole('button', { name: `Remove ${name} from saved` }).click();
  await expect(page.getByText('Vehicle removed from saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved vehicles yet' })).toBeVisible();

  // Contact form: the required fields, then a sent message and a reset form.
  await page.goto(vehicleUrl);
  const form = page.getByRole('form', { name: 'Contact about this vehicle' });
  await expect(form.getByLabel('Subject')).toHaveValue(new RegExp(name));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await form.getByLabel('First name').fill('Bea');
  await form.getByLabel('Last name').fill('Buyer');
  await form.getByLabel('Email').fill(`bea-${Date.now()}@example.com`);
  await form.getByLabel("I'm interested in financing").check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
  await expect(
    page.getByText(/Thanks for reaching out about the .*! The seller will be in touch soon\./),
  ).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByLabel("I'm interested in financing")).not.toBeChecked();
  await expect(form.getByLabel('Subject')).toHaveValue(new RegExp(name));

  // The payment estimate links to Financing.
  await expect(page.getByText('Estimated monthly payment')).toBeVisible();
  await page.getByRole('link', { name: 'Explore financing options' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financing' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Text / }).first()).toHaveAttribute('href', /^sms:\+1/);
});

test('the 404 screens and the singular /vehicle/{id} reading', async ({ page, request }) => {
  await page.goto('/no/such/page/');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  const response = await page.goto('/vehicles/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Vehicle Not Found' })).toBeVisible();
  await expect(page.getByText("The vehicle you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Vehicles' }).click();
  await expect(page).toHaveURL(/\/search$/);

  const { vehicles } = await (await request.get('/api/vehicles/search?limit=1')).json();
  await page.goto(`/VEHICLE/${vehicles[0].id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `${vehicles[0].year} ${vehicles[0].make} ${vehicles[0].model}`,
  );
});

test('the FAQ opens from the footer with 12 expandable questions', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const questions = page.locator('summary');
  await expect(questions).toHaveCount(12);
  const answer = page.getByText('Creating a listing is completely free');
  await expect(answer).toBeHidden();
  await questions.first().click();
  await expect(answer).toBeVisible();
  await expect(page.getByRole('link', { name: 'create a listing' })).toHaveAttribute('href', '/create-listing');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer and the menu sheet closes when a link is clicked', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Make').selectOption('Toyota');
    await expect(page).toHaveURL(/make=Toyota/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'How It Works' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  });
});

test('a signed-in seller sees Your Dashboard and Featured Vehicles on the home page', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill('seller@marquee.test');
  await page.getByLabel('Password', { exact: true }).fill('seller-demo-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/');
  const summary = page.getByRole('region', { name: 'Your Dashboard' });
  for (const stat of ['Active Listings', 'Pending Approval', 'Total Views'])
    await expect(summary.getByText(stat)).toBeVisible();
  await expect(summary.getByRole('link', { name: /^\d{4} / })).toHaveCount(3);
  const featured = page.getByRole('list', { name: 'Featured vehicles' }).getByRole('listitem');
  await expect(featured.first()).toBeVisible();
  expect(await featured.count()).toBeLessThanOrEqual(6);
});
