/**
 * The listing form's price guidance in Chromium, against the demo listings (many approved Porsche 911s): once the
 * seller has picked make, model and year and typed the mileage, the form tells them what similar cars are listed at
 * and our market value; as they type a price, the deal rating it would get.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { field, fillListing } from './sellerForm.ts';

const [admin, seller] = demoAccounts();

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
  // The seed adds each model's siblings after its first listings: wait until the 911s are valued. Asked as the
  // admin, so the seller's rate limit is left whole for the form.
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await api.post('/api/login', { data: admin })).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await api.get('/api/vehicles/market-value?make=Porsche&model=911&year=2021&mileage=15000')).json())
          .marketValue,
      { timeout: DEMO_SEED_TIMEOUT_MS - 60_000, intervals: [3000] },
    )
    .not.toBeNull();
  await api.dispose();
});

async function signInAsSeller(page: Page, origin: string) {
  const response = await page.request.post('/api/login', { data: seller, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

test('the seller sees what similar cars are listed at, and the rating the price they type would get', async ({
  page,
  baseURL,
}) => {
  await signInAsSeller(page, baseURL!);
  await page.goto('/create-listing');
  // The form's chunk may take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible({ timeout: 30_000 });
  const guidance = page.getByRole('region', { name: 'Price guidance' });

  await fillListing(page, { Make: 'Porsche', Model: '911', Year: '2021' });
  // Not described enough yet: no guidance.
  await expect(guidance).toHaveCount(0);
  await field(page, 'Mileage').fill('15,000');

  await expect(guidance).toContainText(
    /Similar cars are listed at \$[\d,]+–\$[\d,]+; our market value for yours is \$[\d,]+/,
  );
  const summary = (await guidance.textContent()) ?? '';
  const value = Number(/our market value for yours is \$([\d,]+)/.exec(summary)![1].replace(/,/g, ''));
  expect(value).toBeGreaterThan(10_000);

  await field(page, 'Price').fill(String(Math.round(value * 0.6)));
  await expect(guidance).toContainText('Great Deal');
  await expect(guidance).toContainText('below our market value');

  await field(page, 'Price').fill(`$${Math.round(value * 1.5).toLocaleString('en-US')}`);
  await expect(guidance).toContainText('High Price');
  await expect(guidance).toContainText('above our market value');
  await expect(guidance).not.toContainText('Great Deal');

  // Another make clears the model: no guidance until the car is described again.
  await fillListing(page, { Make: 'Koenigsegg' });
  await expect(guidance).toHaveCount(0);
  // A model nobody lists: the form says so instead of guessing.
  await fillListing(page, { Model: 'Jesko' });
  await expect(guidance).toContainText('Not enough similar listings to suggest a price yet');
  await expect(guidance).not.toContainText('High Price');
});
