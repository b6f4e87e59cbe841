/**
 * Recently viewed, in Chromium: the cars a visitor opens appear on the home page in a 'Recently viewed' row, newest
 * first; before any, the row is not there. Signed in, the list is the account's: a visitor's views join it at
 * sign-in, and a second browser of the same account (another device) shows the same row.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerOnceSeeded } from './accounts.ts';
import { DEMO_SEED_TIMEOUT_MS } from './demoSeed.ts';

const stamp = Date.now().toString(36);
const account = {
  email: `viewer-${stamp}@example.com`,
  password: 'viewer-secret',
  firstName: 'Val',
  lastName: 'Viewer',
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await registerOnceSeeded(request, account);
});

async function signIn(page: Page) {
  await page.goto('/auth?returnTo=%2F');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Val');
}

const localIds = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as number[]);

/** Opens the search results' card at `index` and its detail page; answers the car's name. */
async function openFromSearch(page: Page, index: number): Promise<string> {
  await page.goto('/search');
  const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(index);
  await expect(card.getByRole('link', { name: /View Details/ })).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/vehicles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  return name;
}

const rowNames = (page: Page) =>
  page.getByRole('list', { name: 'Recently viewed' }).getByRole('heading', { level: 3 }).allTextContents();

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('the cars a visitor opened show on the home page, newest first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Recent listings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  await page.goto('/search');
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(cards.first().getByRole('link', { name: /View Details/ })).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(index);
    names.push((await card.getByRole('heading').textContent())!.trim());
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/vehicles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names[index]!);
    await page.goBack();
    await expect(cards.first().getByRole('link', { name: /View Details/ })).toBeVisible();
  }
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as number[]).length))
    .toBe(2);

  await page.goto('/');
  const row = page.getByRole('list', { name: 'Recently viewed' });
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([names[1]!, names[0]!]);
});

test("a visitor's views join the account at sign-in, and the account's row is the same on another device", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const laptop = await newPage(browser);

  // Viewed as a visitor: kept in this browser.
  const first = await openFromSearch(laptop, 3);
  await expect.poll(() => localIds(laptop)).toHaveLength(1);

  // Signing in merges it into the account and empties the browser's own list.
  await signIn(laptop);
  await expect.poll(() => localIds(laptop)).toEqual([]);
  await expect.poll(() => rowNames(laptop)).toEqual([first]);

  // Viewed signed in: recorded in the account, not in the browser.
  const second = await openFromSearch(laptop, 4);
  const third = await openFromSearch(laptop, 5);
  await laptop.goto('/');
  await expect.poll(() => rowNames(laptop)).toEqual([third, second, first]);
  expect(await localIds(laptop)).toEqual([]);

  // Another device of the same account shows the same row, newest first.
  const phone = await newPage(browser);
  await signIn(phone);
  await expect.poll(() => rowNames(phone)).toEqual([third, second, first]);

  // Cleared on the phone: gone on the laptop at its next read.
  await phone.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(phone.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  const read = laptop.waitForResponse((response) => response.url().endsWith('/api/user/recently-viewed'));
  await laptop.reload();
  expect(await (await read).json()).toEqual([]);
  await expect(laptop.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
});
