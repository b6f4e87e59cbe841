/**
 * A saved search's alert, end to end on the running server: a verified buyer saves a search with instant alerts in
 * the browser; the seller lists a matching car and an admin approves it; the server's scheduled alert run emails the
 * buyer (a real SMTP server on loopback); the email's link opens the car and its unsubscribe link pauses the search,
 * signed out.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { accountPaths } from '../../contract/accountPaths.ts';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { emailLink, emailTo } from './mailbox.ts';

const [admin, seller] = demoAccounts();
const stamp = Date.now().toString(36);
const buyer = {
  email: `alerted-${stamp}@example.com`,
  password: 'alerted-secret',
  firstName: 'Ada',
  lastName: 'Alert',
};
// A car no demo listing is: the alert can only be about the one approved here.
const car = { make: 'Alfa Romeo', model: 'Giulia', year: 2022, trim: 'Quadrifoglio', price: 61500 };
const searchPath = '/search?make=Alfa+Romeo&model=Giulia&maxPrice=70000';
/** The instant run is scheduled every minute: at most a minute, and the email's delivery. */
const ALERT_WAIT_MS = 100_000;

let api: (who: { email: string; password: string }) => Promise<APIRequestContext>;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
  api = async (who) => {
    const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    if (who !== buyer) expect((await context.post('/api/login', { data: who })).status()).toBe(200);
    return context;
  };
  // A buyer who registered and opened the welcome email's link: alerts go to verified addresses only.
  const buyerApi = await api(buyer);
  expect((await buyerApi.post('/api/register', { data: buyer })).status()).toBe(201);
  const welcome = await emailTo(buyer.email, /welcome/i);
  const token = new URL(emailLink(welcome, accountPaths.verifyEmail), baseURL).searchParams.get('token');
  expect((await buyerApi.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  await buyerApi.dispose();
});

test('a buyer saves a search, an admin approves a matching car, and the alert email arrives and works', async ({
  page,
  browser,
}) => {
  test.setTimeout(ALERT_WAIT_MS + 60_000);
  // The buyer signs in and saves the search with instant alerts.
  await page.goto(`/auth?returnTo=${encodeURIComponent(searchPath)}`);
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === searchPath);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Giulia for me');
  await dialog.getByLabel('As soon as they are listed').check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  // The seller lists the car; an admin approves it.
  const sellerApi = await api(seller);
  const mine = await (await sellerApi.get('/api/user/vehicles')).json();
  const photos = mine.find((listing: { images: string[] }) => listing.images.length > 0).images.slice(0, 2);
  const created = await sellerApi.post('/api/vehicles', { data: listingData({ ...car, images: photos }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const adminApi = await api(admin);
  expect((await adminApi.patch(`/api/admin/vehicles/${id}/status`, { data: { status: 'approved' } })).status()).toBe(
    200,
  );

  // The scheduled run finds it and emails the buyer: the car, its price, and a link to it.
  const alert = await emailTo(buyer.email, /New match for 'Giulia for me'/, ALERT_WAIT_MS);
  expect(alert.subject).toBe("New match for 'Giulia for me': 2022 Alfa Romeo Giulia Quadrifoglio");
  expect(alert.text).toContain('$61,500');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(emailLink(alert, `/vehicles/${id}`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('2022 Alfa Romeo Giulia');

  // Its unsubscribe link works signed out: the search is paused, and the account shows it.
  await visitor.goto(emailLink(alert, accountPaths.unsubscribeAlerts));
  await expect(visitor.getByText("You will no longer get alerts for 'Giulia for me'.")).toBeVisible();
  await page.goto(`${accountPaths.account}#saved-searches`);
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume Giulia for me' })).toBeVisible();
  await Promise.all([sellerApi.dispose(), adminApi.dispose()]);
});
