/**
 * Saved cars on every device, in Chromium: a visitor saves cars in the browser, signs in, and finds them merged
 * into the account (and gone from the browser's own list); a second browser of the same account shows the same
 * list, and a change on one shows on the other; signed out, the browser holds nothing of the account.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerOnceSeeded } from './accounts.ts';
import { DEMO_SEED_TIMEOUT_MS } from './demoSeed.ts';

const stamp = Date.now().toString(36);
const account = { email: `saver-${stamp}@example.com`, password: 'saver-secret', firstName: 'Sam', lastName: 'Saver' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await registerOnceSeeded(request, account);
});

async function signIn(page: Page) {
  await page.goto('/auth?returnTo=%2Fsaved');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/saved$/);
}

const localIds = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('savedVehicles') ?? '[]') as number[]);

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved vehicles' });

/** The names on the saved page, in order. */
const savedNames = (page: Page) => savedList(page).getByRole('heading', { level: 3 }).allTextContents();

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('cars saved as a visitor join the account at sign-in, and every device of the account shows the same list', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const laptop = await newPage(browser);

  // A visitor saves two cars from search: kept in this browser.
  await laptop.goto('/search');
  const cards = laptop.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(cards.first().getByRole('link', { name: /View Details/ })).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const name = (await card.getByRole('heading').textContent())!.trim();
    names.push(name);
    await card.getByRole('button', { name: `Save ${name}` }).click();
    await expect(card.getByRole('button', { name: `Remove ${name} from saved` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(laptop.getByText('Vehicle saved!')).toBeVisible();
  expect(await localIds(laptop)).toHaveLength(2);
  await expect(laptop.getByRole('link', { name: 'Saved vehicles (2)' })).toBeVisible();

  // Signing in merges them into the account, newest first, and the browser's own list is emptied.
  await signIn(laptop);
  await expect(laptop.getByText(/Kept in your account/)).toBeVisible();
  await expect.poll(() => savedNames(laptop)).toEqual([names[1], names[0]]);
  await expect(laptop.getByRole('link', { name: 'Saved vehicles (2)' })).toBeVisible();
  await expect.poll(() => localIds(laptop)).toEqual([]);

  // A second browser of the same account shows the same list.
  const phone = await newPage(browser);
  await signIn(phone);
  await expect.poll(() => savedNames(phone)).toEqual([names[1], names[0]]);

  // Removed on the phone (the heart on the saved page): gone on the laptop at its next read.
  await savedList(phone)
    .getByRole('button', { name: `Remove ${names[1]} from saved` })
    .click();
  await expect(phone.getByText('Vehicle removed from saved')).toBeVisible();
  await expect.poll(() => savedNames(phone)).toEqual([names[0]]);
  await expect(phone.getByRole('link', { name: 'Saved vehicles (1)' })).toBeVisible();

  // Saved on the laptop from a detail page: on the phone too.
  await laptop.goto('/search');
  const third = laptop.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(2);
  const thirdName = (await third.getByRole('heading').textContent())!.trim();
  await third.getByRole('link', { name: /View Details/ }).click();
  await laptop.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(laptop.getByText('Vehicle saved!')).toBeVisible();
  await expect(laptop.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => localIds(laptop)).toEqual([]);

  await phone.reload();
  await expect.poll(() => savedNames(phone)).toEqual([thirdName, names[0]]);
  await laptop.goto('/saved');
  await expect.poll(() => savedNames(laptop)).toEqual([thirdName, names[0]]);

  // Signed out, this browser holds none of the account's cars.
  await laptop.getByRole('button', { name: /Account menu for Sam Saver/ }).click();
  await laptop.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(laptop.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(laptop.getByRole('link', { name: 'Saved vehicles', exact: true })).toBeVisible();
  await laptop.goto('/saved');
  await expect(laptop.getByText(/Saved on this device only/)).toBeVisible();
  await expect(laptop.getByRole('heading', { name: 'No saved vehicles yet' })).toBeVisible();
});
