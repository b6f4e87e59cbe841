/**
 * The accessibility and layout bar in a real browser: every screen a visitor and the demo seller reach
 * passes axe's WCAG 2.0/2.1 A and AA rules at 360 and 1440 px and never scrolls sideways at 360 px, and so do the
 * console's dashboard and lists for the demo admin at 360 px; the gallery,
 * the Save button and the menu sheet work by keyboard with a visible focus ring; and a card's heart on /search
 * saves without opening the vehicle (layout a DOM without a layout engine cannot check).
 */
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectAccessible, expectNoSidewaysScroll } from './layoutChecks.ts';

const [admin, seller] = demoAccounts();
const WIDTHS = [360, 1440];

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

async function approvedVehicleId(page: Page): Promise<number> {
  const recent: Array<{ id: number; status: string; images: string[] }> = await (
    await page.request.get('/api/vehicles/recent')
  ).json();
  const approved = recent.filter((entry) => entry.status === 'approved');
  const vehicle = approved.find((entry) => entry.images.length > 1) ?? approved[0];
  expect(vehicle, 'GET /api/vehicles/recent returned no approved listing').toBeTruthy();
  return vehicle!.id;
}

/** Signs the page's browser context in as the demo seller without the form (register.spec tests the form). */
async function signInAsSeller(page: Page) {
  const origin = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/login', {
    data: { email: seller.email, password: seller.password },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(200);
}

interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** What shows once the page's data has arrived. */
  ready: (page: Page) => Promise<void>;
  seller?: boolean;
}

const screens: Screen[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(
        page
          .getByRole('list', { name: 'Recent listings' })
          .getByRole('link', { name: /View Details/ })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'search',
    path: '/search',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(30);
    },
  },
  {
    name: 'vehicle detail',
    path: async (page) => `/vehicles/${await approvedVehicleId(page)}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Contact about this vehicle' })).toBeVisible();
    },
  },
  {
    name: 'auth',
    path: '/auth',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    },
  },
  {
    name: 'faq',
    path: '/faq',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await expect(page.locator('summary')).toHaveCount(12);
    },
  },
  {
    name: 'financing',
    path: '/financing',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Financing' })).toBeVisible();
    },
  },
  {
    name: '404',
    path: '/no/such/page',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    seller: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Seller Dashboard' })).toBeVisible();
      const listings = page.getByRole('region', { name: 'Your Listings' });
      await expect(
        listings
          .getByRole('link', { name: /^Edit / })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'create listing',
    path: '/create-listing',
    seller: true,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Create New Listing' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish Listing', exact: true })).toBeVisible();
    },
  },
];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 780 : 900 } });

    for (const screen of screens) {
      test(`${screen.name} has no WCAG A/AA violations${width === 360 ? ' and no sideways scroll' : ''}`, async ({
        page,
      }) => {
        if (screen.seller) await signInAsSeller(page);
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        await page.goto(path);
        await screen.ready(page);
        const label = `${screen.name} (${path}) at ${width} px`;
        if (width === 360) await expectNoSidewaysScroll(page, label);
        await expectAccessible(page, label);
      });
    }
  });
}

/** The console as the demo admin sees it on a phone: the moderation dashboard and every list. */
const consoleScreens: Screen[] = [
  {
    name: 'console dashboard',
    path: '/admin/',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
      await expect(page.getByTestId('stat-total')).not.toHaveText('...');
    },
  },
  {
    name: 'console listings',
    path: '/admin/vehicles',
    ready: async (page) => {
      await expect(page.locator('.RaList-content a[href*="/vehicles/"]').first()).toBeVisible();
    },
  },
  {
    name: 'console messages',
    path: '/admin/contact-messages',
    ready: async (page) => {
      await expect(page.getByText('Accessibility check').first()).toBeVisible();
    },
  },
  {
    name: 'console users',
    path: '/admin/users',
    ready: async (page) => {
      await expect(page.getByText(admin.email).first()).toBeVisible();
    },
  },
  {
    name: 'console pages',
    path: '/admin/pages',
    ready: async (page) => {
      // The server's first read of the pages prepares the rich-text editor: it can take seconds on 2 cores.
      await expect(page.getByText('Frequently Asked Questions').first()).toBeVisible({ timeout: 30_000 });
    },
  },
];

test.describe('the console at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test.beforeAll(async ({ request }) => {
    // An enquiry in the inbox's first tab, so its list is judged with a row in it.
    const origin = test.info().project.use.baseURL!;
    const sent = await request.post('/api/contact', {
      headers: { Origin: origin },
      data: {
        firstName: 'Ada',
        lastName: 'Access',
        email: 'ada@e2e.example',
        subject: 'Accessibility check',
        message: 'Is it still available?',
      },
    });
    expect(sent.status()).toBe(201);
  });

  for (const screen of consoleScreens) {
    test(`${screen.name} has no WCAG A/AA violations and no sideways scroll`, async ({ page }) => {
      const origin = test.info().project.use.baseURL!;
      const signedIn = await page.request.post('/api/login', { data: admin, headers: { Origin: origin } });
      expect(signedIn.status()).toBe(200);
      const path = screen.path as string;
      await page.goto(path);
      await screen.ready(page);
      const label = `${screen.name} (${path}) at 360 px`;
      await expectNoSidewaysScroll(page, label);
      await expectAccessible(page, label);
    });
  }
});

test.describe('by keyboard', () => {
  test('the gallery pages with the arrow keys and Tab reaches Save with a visible focus ring', async ({ page }) => {
    await page.goto(`/vehicles/${await approvedVehicleId(page)}`);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await expect(gallery).toBeVisible();
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    const count = Number((await counter.textContent())!.split('/')[1]);
    expect(count).toBeGreaterThan(1);
    await expect(counter).toHaveText(`1 / ${count}`);

    // Tab from the top of the page until focus is inside the gallery, then page with the arrow keys.
    await page.locator('body').focus();
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      if (await gallery.evaluate((element) => element.contains(document.activeElement))) break;
    }
    expect(
      await gallery.evaluate((element) => element.contains(document.activeElement)),
      'Tab never reached the gallery',
    ).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${(2 % count) + 1} / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${count} / ${count}`);

    // On to Save by Tab alone; the focused button shows a ring.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    for (let presses = 0; presses < 90; presses++) {
      await page.keyboard.press('Tab');
      if (await save.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(save).toBeFocused();
    const ring = await save.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outlineStyle: style.outlineStyle, outlineWidth: style.outlineWidth, boxShadow: style.boxShadow };
    });
    const outlined = ring.outlineStyle !== 'none' && parseFloat(ring.outlineWidth) > 0;
    expect(outlined || ring.boxShadow !== 'none', `no visible focus ring on Save: ${JSON.stringify(ring)}`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Vehicle saved!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu sheet opens from the keyboard, keeps focus inside and closes with Escape', async ({ page }) => {
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Open menu' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(
        await sheet.evaluate((element) => element.contains(document.activeElement)),
        'focus did not move into the sheet',
      ).toBe(true);

      // Tab and Shift+Tab, well past the number of controls in the sheet, never reach the page behind it. As with
      // every modal <dialog>, Chromium lets focus step out past the last control to its own toolbar (no element of
      // the document is focused then, the HTML spec's way of not trapping the user in the page) and the next press
      // comes back into the sheet.
      const controls = await sheet.locator('a, button').count();
      const where = () =>
        sheet.evaluate((element) => {
          const active = document.activeElement;
          if (element.contains(active)) return 'sheet';
          if (!active || active === document.body) return 'browser';
          return `page: <${active.tagName.toLowerCase()}> ${active.textContent?.trim().slice(0, 40)}`;
        });
      for (const key of ['Tab', 'Shift+Tab']) {
        const stops: string[] = [];
        for (let presses = 0; presses < controls + 3; presses++) {
          await page.keyboard.press(key);
          stops.push(await where());
        }
        expect(
          stops.filter((stop) => stop !== 'sheet' && stop !== 'browser'),
          `${key} reached the page behind the sheet`,
        ).toEqual([]);
        expect(
          stops.filter((stop, index) => stop === 'browser' && stops[index + 1] === 'browser'),
          `${key} did not come back`,
        ).toEqual([]);
        expect(stops.filter((stop) => stop === 'sheet').length).toBeGreaterThanOrEqual(controls);
      }

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test("a card's heart on /search saves the vehicle and stays on /search", async ({ page }) => {
  await page.goto('/search');
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  const details = card.getByRole('link', { name: /View Details/ });
  await expect(details).toBeVisible();
  const id = Number((await details.getAttribute('href'))!.match(/\/vehicles\/(\d+)/)![1]);
  const name = (await card.getByRole('heading').textContent())!.trim();

  // A real click at the heart's place on screen: the card's stretched link lies under it.
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByText('Vehicle saved!')).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove ${name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('savedVehicles'))) ?? '[]')).toContain(id);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/search$/);

  // And again to take it off, still on /search.
  await card.getByRole('button', { name: `Remove ${name} from saved` }).click();
  await expect(page.getByText('Vehicle removed from saved')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('savedVehicles'))) ?? '[]')).not.toContain(id);
  await expect(page).toHaveURL(/\/search$/);
});
