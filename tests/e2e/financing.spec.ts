/**
 * The Financing page's pre-qualification in Chromium: a buyer follows 'Get pre-qualified' from a listing, sees the
 * car on the form, is told what is missing, sends the request and is thanked; the demo admin then finds it in the
 * console's messages with the answers in words. Screenshots of the form at 390 and 1280 px go to
 * test-results/screens/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatPrice, vehicleTitle } from '../../contract/format.ts';
import type { Vehicle } from '../../contract/listings.ts';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectNoSidewaysScroll } from './layoutChecks.ts';

const [admin] = demoAccounts();
const THANKS = 'Thanks — a financing specialist will contact you within one business day.';
const stamp = Date.now().toString(36);
const buyer = { firstName: 'Fiona', lastName: `Finance${stamp}`, email: `fiona-${stamp}@e2e.example` };
let vehicle: Vehicle;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
  const found = await (await request.get('/api/vehicles/search?sortBy=price_desc&limit=1')).json();
  vehicle = found.vehicles[0];
});

const form = (page: Page) => page.getByRole('form', { name: 'Financing pre-qualification' });
const section = (page: Page) => page.getByRole('region', { name: 'Get pre-qualified' });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: false });

async function screenshot(page: Page, name: string) {
  await section(page).screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });
}

test('a buyer gets pre-qualified from a listing, and the admin reads the answers in the console', async ({ page }) => {
  // Two apps' first loads (the storefront's, then the console's): slow on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto(`/vehicles/${vehicle.id}`);
  await page.getByRole('link', { name: 'Get pre-qualified' }).click();
  await expect(page).toHaveURL(new RegExp(`/financing\\?vehicle=${vehicle.id}#get-pre-qualified$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Financing' })).toBeVisible();

  // The form names the car, with its price, and the link brought it into view.
  const summary = section(page).getByText('Financing for').locator('..');
  await expect(summary.getByRole('link', { name: vehicleTitle(vehicle) })).toBeVisible();
  await expect(summary.getByText(formatPrice(vehicle.price), { exact: true })).toBeVisible();
  await expect(section(page)).toBeInViewport();
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, 'financing-form-1280');

  // Nothing filled in: every required field says what it needs, and nothing is sent.
  const prequalify = form(page);
  await prequalify.getByRole('button', { name: 'Get pre-qualified' }).click();
  await expect(prequalify.getByText('First name is required')).toBeVisible();
  await expect(prequalify.getByText('Choose your yearly income')).toBeVisible();
  await expect(prequalify.getByText('Enter your down payment ($0 if none)')).toBeVisible();
  await expect(field(prequalify, 'First name')).toBeFocused();

  await field(prequalify, 'First name').fill(buyer.firstName);
  await field(prequalify, 'Last name').fill(buyer.lastName);
  await field(prequalify, 'Email').fill(buyer.email);
  await field(prequalify, 'Phone').fill('(212) 555-0142');
  await field(prequalify, 'Yearly income').selectOption({ label: '$70,000 – $100,000' });
  await field(prequalify, 'Credit score').selectOption({ label: 'Good (680–719)' });
  await field(prequalify, 'Down payment').fill('$12,500');
  await field(prequalify, 'Message').fill('Weekday evenings are best.');
  await prequalify.getByRole('button', { name: 'Get pre-qualified' }).click();

  await expect(prequalify.getByText(THANKS)).toBeVisible();
  await expect(prequalify.getByRole('status').filter({ hasText: `Request sent, ${buyer.firstName}.` })).toBeFocused();
  await expect(field(prequalify, 'First name')).toHaveValue('');
  await expect(field(prequalify, 'Down payment')).toHaveValue('');
  await expect(field(prequalify, 'Yearly income')).toHaveValue('');
  await screenshot(page, 'financing-form-1280-sent');

  // The demo admin opens the console's messages and finds it, with the answers in words.
  const signedIn = await page.request.post('/api/login', {
    data: { email: admin.email, password: admin.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/admin/contact-messages');
  const row = page.getByRole('row').filter({ hasText: `${buyer.firstName} ${buyer.lastName}` });
  // The console's first load parses its whole bundle: slow on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Pre-qualification' })).toBeVisible();
  await expect(row).toContainText(`Financing pre-qualification: ${vehicleTitle(vehicle)}`);
  await expect(row).toContainText('Good (680–719) · $12,500 down');
  await row.getByText(buyer.email).click();

  const answers = page.getByRole('region', { name: 'Financing pre-qualification' });
  await expect(answers).toBeVisible();
  await expect(answers).toContainText('Yearly income');
  await expect(answers).toContainText('$70,000 – $100,000');
  await expect(answers).toContainText('Credit score');
  await expect(answers).toContainText('Good (680–719)');
  await expect(answers).toContainText('Down payment');
  await expect(answers).toContainText('$12,500');
  await expect(page.getByText('Weekday evenings are best.')).toBeVisible();
  await expect(page.getByText('(212) 555-0142')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/financing-console-message-1280.png' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form fits the screen, and says what is wrong under each field', async ({ page }) => {
    await page.goto(`/financing?vehicle=${vehicle.id}#get-pre-qualified`);
    await expect(section(page).getByText('Financing for')).toBeVisible();
    await expect(section(page)).toBeInViewport();
    await expectNoSidewaysScroll(page, 'the financing page');
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'financing-form-390');

    const prequalify = form(page);
    await field(prequalify, 'Down payment').fill('9,000,000');
    await field(prequalify, 'Email').fill('not-an-email');
    await prequalify.getByRole('button', { name: 'Get pre-qualified' }).click();
    await expect(prequalify.getByText('Down payment is at most $5,000,000')).toBeVisible();
    await expect(prequalify.getByText('Enter a valid email address')).toBeVisible();
    await expect(prequalify.getByText('Phone is required')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the financing page');
    await screenshot(page, 'financing-form-390-errors');
  });
});
