/**
 * The seller's screens at their edges: visitors are sent to sign in and brought back, the other edit
 * route, a listing that cannot be edited, and a refusal from the server that keeps what the seller typed.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { field, fillListing } from './sellerForm.ts';

const [admin, seller] = demoAccounts();

/** Signs the page's browser context in without the form (the form is tested in the first test). */
async function signIn(page: Page) {
  const origin = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/login', { data: seller, headers: { Origin: origin } });
  expect(response.status()).toBe(200);
}

test('a visitor opening the dashboard is sent to sign in and comes back to it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdashboard$/);
  await page.getByLabel('Email', { exact: true }).fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  await expect(page.getByText('Active Listings')).toBeVisible();
  await expect(page.getByText('Pending Approval')).toBeVisible();
  await expect(page.getByText('Total Views')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Saved Vehicles' }).click();
  await expect(page).toHaveURL(/\/saved$/);
});

test('a visitor opening the listing form is told and sent to sign in', async ({ page }) => {
  await page.goto('/create-listing');
  await expect(page.getByText('You need to be logged in to create a listing')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcreate-listing$/);
});

test('the seller edits through /edit-listing/{id}, prefilled from the record', async ({ page, baseURL }) => {
  await signIn(page);
  const mine = await (await page.request.get('/api/user/vehicles', { headers: { Origin: baseURL! } })).json();
  const listing = mine[0];
  await page.goto(`/edit-listing/${listing.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
  await expect(field(page, 'Make')).toHaveValue(listing.make);
  await expect(field(page, 'Model')).toHaveValue(listing.model);
  await expect(field(page, 'Year')).toHaveValue(String(listing.year));
  await expect(field(page, 'VIN')).toHaveValue(listing.vin);
  await expect(page.getByText(`Uploaded Photos (${listing.images.length}/10)`)).toBeVisible();
  for (const feature of listing.features.slice(0, 2)) {
    await expect(page.getByRole('button', { name: `Remove ${feature}` })).toBeVisible();
  }

  await page.goto('/edit-listing/99999999');
  await expect(page.getByText("This listing can't be edited")).toBeVisible();
});

test("a rejected listing shows the admin's reason on the seller's dashboard", async ({ page, baseURL }) => {
  await signIn(page);
  const headers = { Origin: baseURL! };
  const created = await page.request.post('/api/vehicles', {
    data: listingData({ make: 'Audi', model: 'RS 6 Avant', year: 2022 }),
    headers,
  });
  expect(created.status()).toBe(201);
  const listing = await created.json();

  const adminApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await adminApi.post('/api/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(
    200,
  );
  const reason = 'The photos do not show the odometer';
  expect(
    (
      await adminApi.patch(`/api/admin/vehicles/${listing.id}/status`, { data: { status: 'rejected', reason } })
    ).status(),
  ).toBe(200);
  await adminApi.dispose();

  await page.goto('/dashboard');
  const row = page.getByRole('row').filter({ hasText: '2022 Audi RS 6 Avant' });
  await expect(row.getByText('Rejected')).toBeVisible();
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  expect((await page.request.delete(`/api/vehicles/${listing.id}`, { headers })).status()).toBe(200);
});

test('a refused save keeps everything the seller typed and shows the reason by the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/create-listing');
  // Every rule of the form passes; the server refuses the unknown ZIP code.
  await fillListing(page, {
    Make: 'Porsche',
    Model: '911',
    Year: '2019',
    Mileage: '21000',
    Price: '98,500',
    Condition: 'excellent',
    'ZIP Code': '00000',
    'City, State': 'Nowhere, ZZ',
    VIN: 'WP0AB2A99KS123456',
    'Phone Number': '555-010-4200',
  });
  // The generated features replace the list, so the custom one is added once they are in.
  await expect(page.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Custom Feature' }).click();
  await page.getByRole('textbox', { name: 'Custom feature' }).fill('  Sport Chrono  ');
  await page.getByRole('textbox', { name: 'Custom feature' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Sport Chrono' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Failed to create listing. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(field(page, 'Model')).toHaveValue('911');
  await expect(field(page, 'Price')).toHaveValue('98,500');
  await expect(page.getByRole('button', { name: 'Remove Sport Chrono' })).toBeVisible();
  await expect(page.locator('[name="zipCode"][aria-invalid="true"]')).toBeVisible();

  // Cancel forgets the draft.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.goto('/create-listing');
  await expect(page.getByText('Draft restored.')).toHaveCount(0);
  await expect(field(page, 'Make')).toHaveValue('');
});

test('logging out from the seller screens goes home with the sign-out toast, from the dropdown and the sheet', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Leaving the form by logging out is not an unauthorized visit: no redirect to sign in follows.
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/$/);
});

test('photos that are not images are skipped before sending, and the host refuses a disguised one', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/create-listing');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    // Named and typed as a JPEG by the browser, but its bytes are text: only the host can tell.
    { name: 'disguised.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text pretending to be a JPEG') },
  ]);
  await expect(page.getByText('Failed uploads: disguised.jpg: File must be an image').first()).toBeVisible();
  await expect(page.getByText('Skipped: notes.txt (not an image)')).toBeVisible();
  await expect(page.getByText('Uploaded Photos (0/10)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Listing' })).toBeEnabled();
});

test('a draft comes back after a reload until the seller discards it', async ({ page }) => {
  await signIn(page);
  await page.goto('/create-listing');
  await fillListing(page, { Make: 'Lexus', Mileage: '18,000' });
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.getByText('Draft restored.')).toBeVisible();
  await expect(field(page, 'Make')).toHaveValue('Lexus');
  await expect(field(page, 'Mileage')).toHaveValue('18,000');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(field(page, 'Make')).toHaveValue('');
  await page.waitForTimeout(700);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
  await expect(page.getByText('Draft restored.')).toHaveCount(0);
  await expect(field(page, 'Mileage')).toHaveValue('');
});
