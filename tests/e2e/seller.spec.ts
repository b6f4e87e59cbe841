/**
 * The seller's side in Chromium, as a new seller lives it: register, create a listing with the catalogue,
 * generated specs and features, a decoded VIN and three real photos; publish; see it pending; an admin approves it;
 * a visitor finds it; the seller edits it (pending again) and deletes it.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { field, fillListing } from './sellerForm.ts';
import { sellerPhotos } from './sellerPhotos.ts';

const [admin] = demoAccounts();
const VIN = '1HGCM82633A004352';

let baseURL: string;

// An empty pattern on purpose: Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!;
});

async function adminSession(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/login', { data: { email: admin.email, password: admin.password } });
  expect(response.status()).toBe(200);
  return api;
}

async function registerThroughTheForm(page: Page) {
  await page.goto('/auth?tab=register');
  await page.getByLabel('First Name', { exact: true }).fill('Sally');
  await page.getByLabel('Last Name', { exact: true }).fill('Seller');
  await page.getByLabel('Email', { exact: true }).fill(`sally-${Date.now()}@e2e.example`);
  await page.getByLabel('Password', { exact: true }).fill('sally-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a new seller lists a car, an admin approves it, a visitor finds it, the seller edits and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerThroughTheForm(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell Your Car' }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
  await expect(page.getByRole('heading', { name: 'Create New Listing' })).toBeVisible();
  await expect(page.getByText('Fill out the details below to list your vehicle for sale')).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(/sally-/);

  // The dependent selects: model and trim wait for their parents.
  await expect(field(page, 'Model')).toBeDisabled();
  await expect(field(page, 'Trim Level')).toBeDisabled();
  await field(page, 'Make').selectOption('Honda');
  await expect(field(page, 'Model')).toBeEnabled();
  await field(page, 'Model').selectOption('Accord');
  await field(page, 'Trim Level').selectOption('Hybrid EX');
  await field(page, 'Year').selectOption('2021');

  // Specs arrive 1 s after make, model, trim and year; features 1.5 s after make, model and year.
  await expect(field(page, 'Fuel Type')).toHaveValue('hybrid');
  await expect(field(page, 'Transmission')).toHaveValue('cvt');
  await expect(field(page, 'Body Type')).toHaveValue('sedan');
  await expect(page.getByRole('button', { name: 'Remove Backup Camera' })).toBeVisible();

  // Choosing another model clears trim and body type.
  await field(page, 'Model').selectOption('Civic');
  await expect(field(page, 'Trim Level')).toHaveValue('');
  await expect(field(page, 'Body Type')).toHaveValue('');

  // Decode VIN: a wrong check digit shows the server's message; a real VIN fills the car.
  await field(page, 'VIN').fill('1HGCM82643A004352');
  await page.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(page.getByText('VIN check digit is wrong: expected 3, found 4').first()).toBeVisible();
  await field(page, 'VIN').fill(VIN);
  await page.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(field(page, 'Year')).toHaveValue('2003');
  await expect(field(page, 'Model')).toHaveValue('Accord');
  await expect(field(page, 'Trim Level')).toHaveValue('EX-V6');
  await expect(field(page, 'Body Type')).toHaveValue('coupe');

  // Three real photos; the third moves to the front, then another becomes the cover.
  await page.getByRole('button', { name: 'How to Upload Photos' }).click();
  await expect(page.getByRole('heading', { name: 'Required Photo Angles (9 Total)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('input[type="file"]').setInputFiles(await sellerPhotos());
  await expect(page.getByText('Uploaded 3 image(s) successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Uploaded Photos (3/10)')).toBeVisible();
  const photos = page.getByRole('listitem', { name: /^Photo \d/ });
  await expect(photos).toHaveCount(3);
  const sources = await photos.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  // The first photo was the cover and stays so where it moved (now second); the star moves it to the third.
  await expect(page.getByRole('listitem', { name: 'Photo 2, cover' })).toBeVisible();
  await page.getByRole('button', { name: 'Set photo 3 as cover' }).click();
  await expect(page.getByRole('listitem', { name: 'Photo 3, cover' })).toBeVisible();
  const reordered = await photos
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(reordered).toEqual([sources[2], sources[0], sources[1]]);

  // The rest of the form; a 10-character VIN is refused by the field.
  await fillListing(page, {
    Mileage: '142,000',
    Price: '$6,900',
    Condition: 'good',
    'ZIP Code': '94103',
    'City, State': 'San Francisco, CA',
    'Phone Number': '(415) 555-0199',
    Description: 'One careful owner, e2e-garage kept.',
    VIN: '1HGCM82633',
  });
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('VIN must be exactly 17 characters')).toBeVisible();
  await expect(field(page, 'VIN')).toBeFocused();
  await field(page, 'VIN').fill(VIN);

  // The draft survives a reload.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('Draft restored.')).toBeVisible();
  await expect(field(page, 'Mileage')).toHaveValue('142,000');
  await expect(page.getByText('Uploaded Photos (3/10)')).toBeVisible();

  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Your listing has been submitted for review')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole('row', { name: /2003 Honda Accord/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('$6,900')).toBeVisible();

  // The stored listing: cover first, the photos' addresses, the VIN.
  const mine = await (await page.request.get('/api/user/vehicles', { headers: { Origin: baseURL } })).json();
  const listing = mine.find((vehicle: { vin: string }) => vehicle.vin === VIN);
  expect(listing.images).toEqual(
    [reordered[2], reordered[0], reordered[1]].map((src) => src!.replace('-800.webp', '-1600.webp')),
  );
  expect(listing.make).toBe('Honda');

  // An admin approves it through the API; a visitor finds it in search.
  const adminApi = await adminSession();
  const approved = await adminApi.patch(`/api/admin/vehicles/${listing.id}/status`, { data: { status: 'approved' } });
  expect(approved.status()).toBe(200);
  await adminApi.dispose();
  const visitor = await browser.newContext({ baseURL });
  const found = await (await visitor.request.get('/api/vehicles/search?query=e2e-garage')).json();
  expect(found.vehicles.map((vehicle: { id: number }) => vehicle.id)).toContain(listing.id);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/search?query=e2e-garage');
  await expect(visitorPage.getByText('2003 Honda Accord').first()).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();

  // Edit: prefilled from the record, saved, pending again.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/create-listing\\?edit=${listing.id}$`));
  await expect(field(page, 'VIN')).toHaveValue(VIN);
  await expect(field(page, 'Price')).toHaveValue('6900');
  await expect(page.getByText('Uploaded Photos (3/10)')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Photo 1, cover' })).toBeVisible();
  await field(page, 'Price').fill('6500');
  await page.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(page.getByText('Your listing has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('$6,500')).toBeVisible();

  // Delete, after the confirmation.
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('Are you sure you want to delete this listing?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Vehicle listing deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});
