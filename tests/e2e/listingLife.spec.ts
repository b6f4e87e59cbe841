/**
 * A listing's life after it is submitted, as its seller and buyers see it: the owner's banners on a pending or
 * rejected listing, an edit of a live listing held for review while buyers keep the approved version, a sold car,
 * and someone else's listing at the edit routes.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectAccessible, expectNoSidewaysScroll } from './layoutChecks.ts';
import { field } from './sellerForm.ts';

const [admin, seller] = demoAccounts();
let adminApi: APIRequestContext;
let origin: string;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
  origin = baseURL!;
  adminApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
  const login = await adminApi.post('/api/login', { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
});
test.afterAll(() => adminApi?.dispose());

async function signInAsSeller(page: Page) {
  const response = await page.request.post('/api/login', { data: seller, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

/** A listing of the demo seller's, with photos of their own (the form asks for at least one). */
async function createOwnListing(page: Page, fields: Record<string, unknown>) {
  const headers = { Origin: origin };
  const mine = await (await page.request.get('/api/user/vehicles', { headers })).json();
  const photos = mine.find((listing: { images: string[] }) => listing.images.length > 0).images.slice(0, 2);
  const created = await page.request.post('/api/vehicles', {
    data: listingData({ ...fields, images: photos }),
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number };
}

/** A buyer in a browser context of their own (axe needs a page made from a context). */
async function buyerPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

async function decide(id: number, status: string, reason?: string) {
  const response = await adminApi.patch(`/api/admin/vehicles/${id}/status`, { data: { status, reason } });
  expect(response.status()).toBe(200);
}

/** At a phone's and a laptop's width: axe, no sideways scroll, and a screenshot to look at. */
async function screens(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: false });
  }
}

const statusBanner = (page: Page) => page.getByRole('region', { name: 'Listing status' });

test('the owner opens a pending, then rejected listing: its state, the reason, a way to edit, and no enquiry form', async ({
  page,
  browser,
}) => {
  await signInAsSeller(page);
  const listing = await createOwnListing(page, { make: 'Maserati', model: 'Ghibli', year: 2020, trim: 'Modena Q4' });

  const pending = await page.goto(`/vehicles/${listing.id}`);
  expect(pending?.status()).toBe(200);
  await expect(statusBanner(page).getByRole('heading', { name: 'Pending review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your listing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Interested in this car?' })).toHaveCount(0);
  await screens(page, 'owner-pending');

  await decide(listing.id, 'rejected', 'The photos do not show the odometer');
  await page.reload();
  await expect(statusBanner(page).getByRole('heading', { name: 'Not approved' })).toBeVisible();
  await expect(statusBanner(page).getByText('The photos do not show the odometer')).toBeVisible();
  await screens(page, 'owner-rejected');
  await statusBanner(page).getByRole('link', { name: 'Edit listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-listing/${listing.id}$`));
  await expect(page.getByRole('note', { name: 'Review' })).toContainText('The photos do not show the odometer');

  // A buyer gets the not-found page, and the server says 404.
  const buyer = await buyerPage(browser);
  const response = await buyer.goto(`/vehicles/${listing.id}`);
  expect(response?.status()).toBe(404);
  await expect(buyer.getByText('Vehicle Not Found')).toBeVisible();
  await buyer.context().close();
});

test('an edit of a live listing is held for review: the form says so, buyers keep the approved version', async ({
  page,
  browser,
}) => {
  await signInAsSeller(page);
  const listing = await createOwnListing(page, { make: 'Lotus', model: 'Emira', year: 2023, price: 99500 });
  await decide(listing.id, 'approved');

  await page.goto(`/edit-listing/${listing.id}`);
  await expect(page.getByRole('note', { name: 'Review' })).toContainText(
    'Changes you publish are reviewed before buyers see them',
  );
  await field(page, 'Price').fill('94,900');
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Your listing has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('row').filter({ hasText: '2023 Lotus Emira' }).getByText('Changes pending review'),
  ).toBeVisible();

  await page.goto(`/vehicles/${listing.id}`);
  await expect(statusBanner(page).getByRole('heading', { name: 'Changes pending review' })).toBeVisible();
  await expect(page.getByRole('main').getByText('$94,900').first()).toBeVisible();
  await screens(page, 'owner-change-pending');

  const buyer = await buyerPage(browser);
  await buyer.goto(`/vehicles/${listing.id}`);
  await expect(buyer.getByRole('heading', { name: /2023 Lotus Emira/ })).toBeVisible();
  await expect(buyer.getByText('$99,500').first()).toBeVisible();
  await expect(buyer.getByRole('region', { name: 'Listing status' })).toHaveCount(0);

  await decide(listing.id, 'approved');
  await buyer.reload();
  await expect(buyer.getByText('$94,900').first()).toBeVisible();
  await buyer.context().close();
});

test('a sold car keeps its photos and facts, offers similar vehicles instead of the enquiry form, and leaves search', async ({
  page,
}) => {
  await signInAsSeller(page);
  const listing = await createOwnListing(page, {
    make: 'Alfa Romeo',
    model: 'Giulia',
    year: 2021,
    trim: 'Quadrifoglio',
  });
  await decide(listing.id, 'approved');
  await decide(listing.id, 'sold');

  const buyer = await buyerPage(page.context().browser()!);
  await buyer.goto(`/vehicles/${listing.id}`);
  // A new browser loads the page's code first.
  await expect(buyer.getByRole('heading', { name: 'This car has been sold' })).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'Interested in this car?' })).toHaveCount(0);
  await expect(buyer.getByRole('img', { name: /Alfa Romeo Giulia/ }).first()).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'See similar vehicles' })).toBeVisible();
  await screens(buyer, 'sold-detail');

  await buyer.goto('/search?make=Alfa+Romeo');
  // The demo seed lists 2021 Giulias too: the sold car's card is the one that links to it.
  const card = buyer.getByRole('article').filter({ has: buyer.locator(`a[href="/vehicles/${listing.id}"]`) });
  await expect(card).toHaveCount(0);
  // The filters follow the URL: the box is ticked once the search it asks for is on the address bar.
  await buyer.getByRole('checkbox', { name: 'Include sold cars' }).click();
  await expect(buyer).toHaveURL(/includeSold=true/);
  await expect(buyer.getByRole('checkbox', { name: 'Include sold cars' })).toBeChecked();
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await buyer.context().close();
});

test("someone else's listing at either edit route cannot be edited", async ({ page, request }) => {
  await signInAsSeller(page);
  const mine = new Set(
    (await (await page.request.get('/api/user/vehicles', { headers: { Origin: origin } })).json()).map(
      (listing: { id: number }) => listing.id,
    ),
  );
  const results = await (await request.get('/api/vehicles/search?limit=50')).json();
  const theirs = results.vehicles.find((vehicle: { id: number }) => !mine.has(vehicle.id));
  for (const path of [`/edit-listing/${theirs.id}`, `/create-listing?edit=${theirs.id}`]) {
    await page.goto(path);
    await expect(page.getByText("This listing can't be edited")).toBeVisible();
    await expect(field(page, 'Make')).toHaveCount(0);
  }
});
