/**
 * The console under /admin in Chromium: the admin's moderation day (the spec's dashboard, the listings list's
 * bulk actions, featuring a car), an editor's FAQ change, and a plain user turned away.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { seededListings } from '../../seed/listings/marketListings.ts';
import { listingData } from '../helpers/fixtures.ts';

const [admin, seller] = demoAccounts();
const DEMO_LISTINGS = seededListings.length;
const UPDATED = 'Vehicle status updated successfully';

let baseURL: string;
let adminApi: APIRequestContext;

/** An API session with the Origin a browser sends (the session cookie is honoured only from the site itself). */
async function apiSession(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `login ${account.email}`).toBe(200);
  return api;
}

/** Signs the page's browser context in without the storefront's form (tested once, below). */
async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/login', { data: account, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

async function register(api: APIRequestContext, name: string) {
  const account = {
    email: `${name}-${Date.now()}@e2e.example`,
    password: 'e2e-secret-1',
    firstName: name,
    lastName: 'E2E',
  };
  const response = await api.post('/api/register', { data: account, headers: { Origin: baseURL } });
  expect(response.status()).toBe(201);
  return account;
}

// An empty pattern on purpose: Playwright reads the fixtures a hook asks for from this pattern
test.beforeAll(async ({}, testInfo) => {
  // On a machine's first run the demo photos are drawn (about a minute on two cores) before the listings exist.
  testInfo.setTimeout(180_000);
  baseURL = testInfo.project.use.baseURL!;
  adminApi = await apiSession(admin);
  // The demo listings are seeded just after the server answers: counts must not move under the test.
  await expect
    .poll(async () => (await (await adminApi.get('/api/admin/stats')).json()).total, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(DEMO_LISTINGS);
});

test.afterAll(() => adminApi?.dispose());

test('the demo admin signs in and opens the console under /admin', async ({ page }) => {
  await page.goto('/api/login?returnTo=/admin');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin/);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage listings and monitor platform activity')).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
});

test.describe('an admin moderates', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const models = {
    approve: `Approve ${stamp}`,
    reject: `Reject ${stamp}`,
    bulkA: `Bulk Alpha ${stamp}`,
    bulkB: `Bulk Bravo ${stamp}`,
  };
  const name = (model: string) => `2021 BMW ${model}`;

  test.beforeAll(async () => {
    const sellerApi = await apiSession(seller);
    for (const model of Object.values(models)) {
      const response = await sellerApi.post('/api/vehicles', { data: listingData({ model }) });
      expect(response.status()).toBe(201);
    }
    await sellerApi.dispose();
  });

  test('approves and rejects on the dashboard, bulk-approves in the list, features a car that then shows on the home page', async ({
    page,
  }) => {
    const stats = await (await adminApi.get('/api/admin/stats')).json();
    await signIn(page, admin);
    await page.goto('/admin/');

    // The cards and the default tab show the server's counts.
    const card = (key: string) => page.getByTestId(`stat-${key}`);
    await expect(card('total')).toHaveText(String(stats.total));
    await expect(card('pending')).toHaveText(String(stats.pending));
    await expect(card('approved')).toHaveText(String(stats.approved));
    await expect(card('rejected')).toHaveText(String(stats.rejected));
    await expect(page.getByRole('tab', { name: `Pending Approval (${stats.pending})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Listings Pending Approval' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name(models.approve) });
    await expect(row).toContainText('18,500 miles');
    await expect(row).toContainText('owner@test.example');
    await expect(row).toContainText('$68,900');
    await expect(row.getByRole('link', { name: `View ${name(models.approve)}` })).toHaveAttribute(
      'href',
      /^\/vehicles\/\d+$/,
    );

    // Approve acts at once.
    await page.getByRole('button', { name: `Approve ${name(models.approve)}` }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(card('pending')).toHaveText(String(stats.pending - 1));
    await expect(card('approved')).toHaveText(String(stats.approved + 1));
    await expect(page.getByRole('row').filter({ hasText: name(models.approve) })).toHaveCount(0);

    // Reject asks first; declining changes nothing.
    await page.getByRole('button', { name: `Reject ${name(models.reject)}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to reject this listing?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name(models.reject) })).toHaveCount(1);
    await page.getByRole('button', { name: `Reject ${name(models.reject)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(card('rejected')).toHaveText(String(stats.rejected + 1));
    await expect(card('pending')).toHaveText(String(stats.pending - 2));
    await expect(page.getByRole('tab', { name: `Pending Approval (${stats.pending - 2})` })).toBeVisible();

    await page.getByRole('tab', { name: 'Approved Listings' }).click();
    await expect(page.getByText(`${stats.approved + 1} listings have been approved`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Approved Listings' })).toHaveAttribute('href', '/search');
    await page.getByRole('tab', { name: 'Rejected Listings' }).click();
    await expect(page.getByText(`${stats.rejected + 1} listings have been rejected`)).toBeVisible();

    // Bulk approval from the listings list, pending tab, searched.
    await page.getByRole('menuitem', { name: 'Listings' }).click();
    // The list syncs its filters with the URL as it mounts: pick a tab once it shows rows.
    await expect(page.getByRole('columnheader', { name: 'Vehicle' })).toBeVisible();
    await page.getByRole('tab', { name: 'Pending' }).click();
    // The tab applies at once; wait until the list has rendered with it (the URL changes a render earlier), or the
    // search typed next is merged into the filters the search form still holds, and the tab is lost (seen on a
    // loaded machine).
    await expect(page).toHaveURL(/pending/);
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder(/Make, model, VIN/).fill(`Bulk ${stamp}`);
    const bulkRows = page.getByRole('row').filter({ hasText: `Bulk` }).filter({ hasText: stamp });
    await expect(bulkRows).toHaveCount(2);
    for (const model of [models.bulkA, models.bulkB]) {
      await page
        .getByRole('row')
        .filter({ hasText: name(model) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(bulkRows).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(card('approved')).toHaveText(String(stats.approved + 3));
    await expect(card('pending')).toHaveText(String(stats.pending - 4));

    // Feature one of them; the signed-in home page shows it among the featured vehicles.
    await page.getByRole('menuitem', { name: 'Listings' }).click();
    // The list comes back with the filters it had (pending, the search), which now find nothing.
    await expect(page.getByText('No Listings found using the current filters.')).toBeVisible();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page).toHaveURL(/approved/);
    await page.getByPlaceholder(/Make, model, VIN/).fill(models.bulkA);
    // The search applies after a pause and rewrites the URL: open the row only once the list is filtered.
    await expect(page.getByRole('row')).toHaveCount(2);
    await page
      .getByRole('row')
      .filter({ hasText: name(models.bulkA) })
      .getByText(name(models.bulkA))
      .click();
    await page.getByRole('tab', { name: 'Moderation' }).click();
    await page.getByLabel('Featured').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Listing saved')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured Vehicles' })).toContainText(name(models.bulkA));
  });
});

test('an editor made by an admin changes an FAQ answer that /faq shows at once, and cannot open listings', async ({
  page,
  browser,
}) => {
  const visitorApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const account = await register(visitorApi, 'editor');
  await visitorApi.dispose();

  // The admin gives the new account the editor role in the console.
  await signIn(page, admin);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Name or email').fill(account.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: account.email }).getByText(account.email).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^editor/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();

  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signIn(editorPage, account);
  await editorPage.goto('/admin/');
  await expect(editorPage.getByText('Editor', { exact: true })).toBeVisible();
  await expect(editorPage.getByRole('menuitem', { name: 'Pages' })).toBeVisible();
  await expect(editorPage.getByRole('menuitem', { name: 'Listings' })).toHaveCount(0);

  await editorPage.getByRole('menuitem', { name: 'Pages' }).click();
  await editorPage.getByText('Frequently Asked Questions').click();
  const answer = `Yes, always free to list (changed ${Date.now()}).`;
  // The last answer, so the buyer's FAQ test still reads the seeded first one whatever the order of the files.
  await editorPage.getByLabel('Answer').last().fill(answer);
  await editorPage.getByRole('button', { name: 'Save' }).click();
  await expect(editorPage.getByText('Page saved')).toBeVisible();

  await editorPage.goto('/faq');
  await editorPage.locator('summary').last().click();
  await expect(editorPage.getByText(answer)).toBeVisible();

  // Listings are not the editor's: no screen in the console, and the server refuses the data. The console renders
  // its frame with the editor's menu and, where the listings would be, react-admin's Not Found page.
  await editorPage.goto('/admin/vehicles');
  const menu = editorPage.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Pages' })).toBeVisible();
  await expect(editorPage.getByRole('heading', { name: 'Not Found', level: 1 })).toBeVisible();
  await expect(editorPage).toHaveURL(new URL('/admin/vehicles', baseURL).href);
  await expect(menu.getByRole('menuitem', { name: 'Listings' })).toHaveCount(0);
  await expect(editorPage.getByRole('columnheader', { name: 'Vehicle' })).toHaveCount(0);
  expect((await editorPage.request.get('/api/console/vehicles', { headers: { Origin: baseURL } })).status()).toBe(403);
  await editorContext.close();
});

test('a plain user who opens /admin is told and sent home', async ({ page }) => {
  await register(page.request, 'plain');
  await page.goto('/admin/');
  await expect(page.getByText('Admin access required. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
});

test("an admin reads a buyer's enquiry about a listing and marks it handled", async ({ page }) => {
  const [listing] = await (await adminApi.get('/api/vehicles/recent')).json();
  const subject = `Still available? ${Date.now()}`;
  const sent = await adminApi.post('/api/contact', {
    data: {
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@e2e.example',
      subject,
      message: 'Can I call tomorrow?',
      vehicleId: listing.id,
    },
  });
  expect(sent.status()).toBe(201);

  await signIn(page, admin);
  await page.goto('/admin/contact-messages');
  await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('row').filter({ hasText: subject }).getByText(subject).click();
  await expect(page.getByText('Can I call tomorrow?')).toBeVisible();
  await expect(page.getByRole('link', { name: `${listing.year} ${listing.make} ${listing.model}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
});
