/**
 * The console on any screen, in Chromium: the moderation dashboard and every list fit a 360 px phone and a 1280 px
 * laptop without sideways scrolling, the first item's Approve and Reject are on the first screen, the edit forms fit
 * a phone; a listing rejected on a phone with a picked reason has that reason in its history; a change to a live
 * listing shows on a phone as a card whose changed fields unfold. Screenshots at 390 and 1280 px go to
 * test-results/screens/.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectNoSidewaysScroll } from './layoutChecks.ts';

const [admin, seller] = demoAccounts();
const SCREENS_DIR = 'test-results/screens';
const UPDATED = 'Vehicle status updated successfully';

const stamp = Date.now().toString(36).toUpperCase();
const models = { reject: `Reject ${stamp}`, change: `Change ${stamp}` };
const name = (model: string) => `2021 BMW ${model}`;
const subject = `Viewing the M3? ${stamp}`;

let baseURL: string;
let adminApi: APIRequestContext;
const ids: Partial<Record<keyof typeof models, number>> = {};

/** An API session with the Origin a browser sends (the session cookie is honoured only from the site itself). */
async function apiSession(account: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await api.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `login ${account.email}`).toBe(200);
  return api;
}

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/login', { data: admin, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
}

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(DEMO_SEED_TIMEOUT_MS);
  baseURL = testInfo.project.use.baseURL!;
  await waitForDemoListings(request);
  adminApi = await apiSession(admin);
  const sellerApi = await apiSession(seller);

  // A new listing to reject, and a live one whose owner then changes its price and description.
  for (const [key, model] of Object.entries(models) as Array<[keyof typeof models, string]>) {
    const created = await sellerApi.post('/api/vehicles', { data: listingData({ model }) });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    ids[key] = id;
    if (key !== 'change') continue;
    const approved = await adminApi.patch(`/api/admin/vehicles/${id}/status`, { data: { status: 'approved' } });
    expect(approved.status()).toBe(200);
    const edited = await sellerApi.put(`/api/vehicles/${id}`, {
      data: listingData({ model, price: 64900, description: 'One owner, garage kept. New tyres in November.' }),
    });
    expect(edited.ok(), await edited.text()).toBe(true);
  }
  await sellerApi.dispose();

  // An enquiry, so the inbox's first tab has a row.
  const [listing] = await (await adminApi.get('/api/vehicles/recent')).json();
  const sent = await adminApi.post('/api/contact', {
    data: {
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@e2e.example',
      subject,
      message: 'Hi',
      vehicleId: listing.id,
    },
  });
  expect(sent.status()).toBe(201);
});

test.afterAll(() => adminApi?.dispose());

interface ConsoleScreen {
  name: string;
  path: string;
  /** What shows once the screen's data has arrived. */
  ready: (page: Page) => Promise<void>;
}

const screens: ConsoleScreen[] = [
  {
    name: 'dashboard',
    path: '/admin/',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: `Approve ${name(models.reject)}` })).toBeVisible();
      await expect(page.getByTestId('stat-total')).not.toHaveText('...');
    },
  },
  {
    name: 'listings',
    path: '/admin/vehicles',
    ready: async (page) => {
      await expect(page.getByText(name(models.reject)).first()).toBeVisible();
    },
  },
  {
    name: 'messages',
    path: '/admin/contact-messages',
    ready: async (page) => {
      await expect(page.getByText(subject).first()).toBeVisible();
    },
  },
  {
    name: 'users',
    path: '/admin/users',
    ready: async (page) => {
      await expect(page.getByText(admin.email).first()).toBeVisible();
    },
  },
  {
    name: 'pages',
    path: '/admin/pages',
    ready: async (page) => {
      // The server's first read of the pages after it starts prepares the rich-text editor: about 10 s on 2 cores.
      await expect(page.getByText('Frequently Asked Questions').first()).toBeVisible({ timeout: 30_000 });
    },
  },
];

const viewports = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the dashboard and every list fit the screen, the first Approve and Reject on the first screen', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectNoSidewaysScroll(page, `${screen.name} (${screen.path}) at ${viewport.width} px`);

        if (screen.name === 'dashboard') {
          // Reachable as the page opens: neither past the right edge nor below the first screen.
          for (const action of ['Approve', 'Reject']) {
            const button = page.getByRole('button', { name: new RegExp(`^${action} `) }).first();
            await expect(button, `${action} of the first pending item`).toBeInViewport({ ratio: 1 });
          }
        }
        // The screenshots to look at: a phone and a laptop.
        if (viewport.width !== 360) {
          await page.screenshot({
            path: `${SCREENS_DIR}/console-${screen.name}-${viewport.width}.png`,
            fullPage: true,
          });
        }
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the edit forms fit the screen, every tab of a listing included', async ({ page }) => {
    await signInAsAdmin(page);
    const [listing] = await (await adminApi.get('/api/vehicles/recent')).json();
    await page.goto(`/admin/vehicles/${listing.id}`);
    const tabs = page.getByRole('tab');
    await expect(page.getByRole('textbox', { name: /^Make/ })).toBeVisible();
    const count = await tabs.count();
    expect(count).toBe(6);
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expectNoSidewaysScroll(page, `listing form, tab ${await tabs.nth(index).textContent()}`);
    }

    await page.goto('/admin/users');
    await page.getByText(seller.email).first().click();
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
    await expect(page.getByText('Listings', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'account form');

    await page.goto('/admin/pages');
    await page.getByText('Frequently Asked Questions').first().click();
    await expect(page.getByLabel('Answer').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'page form');

    await page.goto('/admin/contact-messages');
    await page.getByText(subject).first().click();
    await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'message');
  });

  test('rejects a listing with a picked reason, which reaches its history', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/');
    const card = page.getByRole('article', { name: name(models.reject) });
    await card.getByRole('button', { name: `Reject ${name(models.reject)}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Reject listing' });
    await expect(dialog).toContainText('Are you sure you want to reject this listing?');
    const photos = dialog.getByRole('button', { name: 'Photos missing or unclear' });
    await photos.click();
    await expect(photos).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('In your own words (optional)').fill('The odometer photo is of another car.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText(UPDATED)).toBeVisible();
    await expect(card).toHaveCount(0);

    const history = await (await adminApi.get(`/api/admin/vehicles/${ids.reject}/history`)).json();
    expect(history[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'rejected',
      reason: 'Photos missing or unclear. The odometer photo is of another car.',
    });
  });

  test('a change to a live listing is marked, and its changed fields unfold', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/');
    const card = page.getByRole('article', { name: name(models.change) });
    await expect(card.getByText('Changes to a live listing')).toBeVisible();
    await expect(card.getByRole('button', { name: `Approve changes to ${name(models.change)}` })).toBeVisible();
    // Its name says Show, then Hide: found by what both end with.
    const toggle = card.getByRole('button', { name: /\d+ changed fields?$/ });
    await expect(toggle).toHaveAccessibleName(/^Show /);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = card.getByRole('region', { name: 'Changed fields' });
    await expect(changes.getByRole('term').filter({ hasText: 'Price' })).toBeVisible();
    await expect(changes).toContainText('$68,900');
    await expect(changes).toContainText('$64,900');
    await expectNoSidewaysScroll(page, 'dashboard with a change unfolded');

    await card.getByRole('button', { name: `Reject changes to ${name(models.change)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject changes' });
    await expect(dialog).toContainText('Reject these changes? The listing stays online as it is.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the console shows the brand icon in the tab', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await page.request.get(new URL(href!, page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
