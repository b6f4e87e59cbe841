/**
 * What a tester found walking the storefront, checked in the browser where only a browser can tell: long titles and
 * places wrap on four-column cards at 1280 px, the full-screen gallery, the ZIP code filling 'City, State', the
 * model said once in a title, the radius listed once, and the HTTP status of an unknown path. Screenshots of search
 * and of the full-screen gallery at 390 and 1280 px go to test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { field } from './sellerForm.ts';

const [, seller] = demoAccounts();
const SCREENS = 'test-results/screens';

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** A demo listing with several photos, found through the API as a visitor would find it in search. */
async function listingWithPhotos(page: Page): Promise<{ id: number; images: string[] }> {
  const { vehicles } = await (await page.request.get('/api/vehicles/search?limit=30')).json();
  const vehicle = vehicles.find((candidate: { images: string[] }) => candidate.images.length >= 3);
  expect(vehicle, 'a demo listing with three photos or more').toBeTruthy();
  return vehicle;
}

for (const width of [390, 1280]) {
  test(`search results at ${width} px show whole titles and places, cards of a row alike in height`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search');
    await expect(results(page)).toHaveCount(30);
    await page.waitForLoadState('networkidle');
    // The first cards at the top of the window, as a buyer scrolls to them.
    await results(page)
      .first()
      .evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SCREENS}/search-${width}.png` });

    const cards = await results(page).evaluateAll((items) =>
      items.map((item) => {
        const title = item.querySelector('h3')!;
        const place = [...item.querySelectorAll('dt')].find((dt) => dt.textContent === 'Location')!
          .nextElementSibling as HTMLElement;
        const box = item.getBoundingClientRect();
        return {
          title: title.textContent,
          // Nothing cut: no one-line ellipsis, and the text fits the lines it has (two at most).
          titleCut: title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1,
          titleLines: Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)),
          placeCut: place.scrollHeight > place.clientHeight + 1 || place.scrollWidth > place.clientWidth + 1,
          whiteSpace: getComputedStyle(title).whiteSpace,
          top: Math.round(box.top),
          height: Math.round(box.height),
        };
      }),
    );
    // Other specs of the run list probe titles hundreds of characters long, which two lines clamp by design; a car's
    // real name ('2023 Ford Expedition Platinum Max') is judged whole.
    for (const card of cards.filter((entry) => (entry.title ?? '').length <= 48)) {
      expect(card.titleCut, `${card.title} is cut`).toBe(false);
      expect(card.placeCut, `the place of ${card.title} is cut`).toBe(false);
      expect(card.whiteSpace).not.toBe('nowrap');
      expect(card.titleLines).toBe(2);
    }
    const rows = new Map<number, typeof cards>();
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
    if (width === 1280) expect(Math.max(...[...rows.values()].map((row) => row.length))).toBe(4);
    for (const row of rows.values()) expect(new Set(row.map((card) => card.height)).size).toBe(1);
  });
}

test('the detail title names the model once when the trim starts with it', async ({ page }) => {
  const { vehicles } = await (await page.request.get('/api/vehicles/search?make=Lexus&model=RX&limit=5')).json();
  const rx = vehicles.find((vehicle: { trim: string | null }) => vehicle.trim?.startsWith('RX '));
  expect(rx, 'a demo Lexus RX whose trim starts with RX').toBeTruthy();
  await page.goto(`/vehicles/${rx.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${rx.year} Lexus ${rx.trim}`);
  expect(await page.title()).toMatch(new RegExp(`^${rx.year} Lexus ${rx.trim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

for (const width of [390, 1280]) {
  test(`at ${width} px the main photo opens full screen at that photo; arrows page it, Escape closes it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const vehicle = await listingWithPhotos(page);
    const total = vehicle.images.length;
    await page.goto(`/vehicles/${vehicle.id}`);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await gallery.getByRole('button', { name: 'Show photo 2' }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/detail-${width}.png` });
    await gallery.getByRole('button', { name: `View photo 2 of ${total} full screen` }).click();

    const viewer = page.getByRole('dialog', { name: /full screen$/ });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(viewer.getByRole('img', { name: new RegExp(`photo 2 of ${total}$`) })).toBeInViewport();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SCREENS}/detail-lightbox-${width}.png` });

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // Back where the buyer was: on the photo, now the one last seen.
    const photo = gallery.getByRole('button', { name: `View photo 3 of ${total} full screen` });
    await expect(photo).toBeFocused();
    await expect(gallery.getByText(/^\d+ \/ \d+$/)).toHaveText(`3 / ${total}`);
  });
}

test('a swipe pages the full-screen gallery on a touch screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const vehicle = await listingWithPhotos(page);
  await page.goto(`/vehicles/${vehicle.id}`);
  await page.getByRole('button', { name: /^View photo 1 of \d+ full screen$/ }).click();
  const viewer = page.getByRole('dialog', { name: /full screen$/ });
  const counter = viewer.getByText(/^\d+ \/ \d+$/);
  await expect(counter).toHaveText(`1 / ${vehicle.images.length}`);
  // A finger moving right to left, as the phone's touch screen reports it (Chromium turns it into pointer events).
  const touch = await context.newCDPSession(page);
  const y = 420;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 320, y }] });
  for (const x of [280, 220, 160, 100, 60])
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(counter).toHaveText(`2 / ${vehicle.images.length}`);
  await context.close();
});

test("the listing form fills 'City, State' from the ZIP code, never over the seller's own words", async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/api/login', { data: seller, headers: { Origin: baseURL! } });
  expect(login.status()).toBe(200);
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
  const zip = field(page, 'ZIP Code');
  const place = field(page, 'City, State');
  await expect(place).toHaveValue('');

  await zip.fill('19103');
  await expect(place).toHaveValue('Philadelphia, PA');
  await expect(page.getByText('Filled in from the ZIP code. Change it if the car is elsewhere.')).toBeVisible();
  await zip.fill('90210');
  await expect(place).toHaveValue('Beverly Hills, CA');

  await place.fill('Malibu, CA');
  await zip.fill('94103');
  // The field is the seller's now: a new ZIP changes nothing in it (a look-up takes well under a second here).
  await page.waitForTimeout(1000);
  await expect(place).toHaveValue('Malibu, CA');

  // An empty ZIP is missing, not malformed.
  await zip.fill('');
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('ZIP code is required')).toBeVisible();
  await expect(page.getByText('ZIP code must be 5 digits')).toHaveCount(0);
});

test('the radius select lists 25 miles once, chosen by default', async ({ page }) => {
  await page.goto('/search?location=90210');
  const within = page.getByRole('complementary', { name: 'Search filters' }).getByLabel('Within');
  await expect(within).toHaveValue('25');
  const labels = await within.locator('option').allTextContents();
  expect(labels.filter((label) => label === '25 miles')).toHaveLength(1);
});

test('an unknown path answers HTTP 404 with the not-found screen; known routes answer 200 in any case', async ({
  page,
}) => {
  const missing = await page.goto('/no/such/page');
  expect(missing!.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  const known = await page.goto('/HOW-IT-WORKS/');
  expect(known!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
});
