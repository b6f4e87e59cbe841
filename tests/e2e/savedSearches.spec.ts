/**
 * Saved searches in Chromium, on a phone's width: a visitor on a BMW search chooses 'Save this search', signs in and
 * comes back to the same search, saves it with daily emails and sees 'Saved'; the account lists it, and it is
 * renamed, paused, resumed and deleted there. The save dialog and the account's section are checked at 390 px
 * (axe, no sideways scroll). An unsubscribe link the server refuses shows the server's message.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerOnceSeeded } from './accounts.ts';
import { DEMO_SEED_TIMEOUT_MS } from './demoSeed.ts';
import { expectAccessible, expectNoSidewaysScroll } from './layoutChecks.ts';

const stamp = Date.now().toString(36);
const account = {
  email: `searcher-${stamp}@example.com`,
  password: 'searcher-secret',
  firstName: 'Sid',
  lastName: 'Search',
};
const searchPath = '/search?make=BMW&model=3+Series&maxPrice=40000';
const defaultName = 'BMW 3 Series under $40,000';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await registerOnceSeeded(request, account);
});

async function layoutChecks(page: Page, label: string, scope?: string) {
  await expectNoSidewaysScroll(page, `${label} at 390 px`);
  await expectAccessible(page, `${label} at 390 px`, scope);
  await page.screenshot({ path: `test-results/screens/saved-searches-${label.replace(/\W+/g, '-')}-390.png` });
}

test('a visitor saves a search after signing in, then renames, pauses, resumes and deletes it in the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(searchPath);
  await expect(page.getByRole('heading', { name: 'Find your next car' })).toBeVisible();

  // Signed out: to sign in, and back to this very search.
  await page.getByRole('link', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === searchPath);

  // The dialog: named from the filters, daily by default; Escape closes it.
  const saveButton = page.getByRole('button', { name: 'Save this search' });
  await saveButton.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await saveButton.click();
  await expect(dialog.getByLabel('Name')).toHaveValue(defaultName);
  await expect(dialog.getByLabel('Once a day')).toBeChecked();
  await layoutChecks(page, 'save dialog', 'dialog[open]');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  const savedLink = page.getByRole('link', { name: `Saved as ${defaultName}` });
  await expect(savedLink).toBeVisible();
  await expectNoSidewaysScroll(page, 'search page with Saved at 390 px');
  await page.screenshot({ path: 'test-results/screens/saved-searches-search-saved-390.png' });

  // Still 'Saved' after a reload, in another order with a sort: the same search.
  await page.goto('/search?maxPrice=40000&sortBy=price_asc&model=3+Series&make=BMW');
  await expect(savedLink).toBeVisible();

  // The account lists it with its emails.
  await savedLink.click();
  await expect(page).toHaveURL(/\/account#saved-searches$/);
  const section = page.getByRole('region', { name: 'Saved searches' });
  const link = section.getByRole('link', { name: defaultName });
  await expect(link).toHaveAttribute('href', '/search?make=BMW&model=3+Series&maxPrice=40000');
  await expect(section.getByText('Emails: Once a day')).toBeVisible();
  await expect(section.getByText('BMW 3 Series · Under $40,000')).toBeVisible();
  await layoutChecks(page, 'account section', '#saved-searches');

  // Renamed.
  await section.getByRole('button', { name: `Edit ${defaultName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved search' });
  await edit.getByLabel('Name').fill('Weekend BMW');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByRole('link', { name: 'Weekend BMW' })).toBeVisible();

  // Paused, still paused after a reload, then resumed.
  await section.getByRole('button', { name: 'Pause Weekend BMW' }).click();
  await expect(section.getByRole('button', { name: 'Resume Weekend BMW' })).toBeVisible();
  await page.reload();
  await expect(section.getByText('Paused', { exact: true })).toBeVisible();
  await layoutChecks(page, 'account section paused', '#saved-searches');
  await section.getByRole('button', { name: 'Resume Weekend BMW' }).click();
  await expect(section.getByRole('button', { name: 'Pause Weekend BMW' })).toBeVisible();

  // Deleted, after the confirmation.
  await section.getByRole('button', { name: 'Delete Weekend BMW' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete search' }).click();
  await expect(section.getByText(/You have no saved searches yet/)).toBeVisible();
  await page.reload();
  await expect(section.getByText(/You have no saved searches yet/)).toBeVisible();

  // The saved cars' price-drop emails: off, and still off after a reload.
  const alerts = section.getByRole('checkbox', { name: /Email me when a saved car drops in price/ });
  await expect(alerts).toBeChecked();
  await alerts.uncheck();
  await expect(page.getByText('Price-drop emails off')).toBeVisible();
  await page.reload();
  await expect(alerts).not.toBeChecked();
});

test('an unsubscribe link the server refuses shows its message, with the way to the alerts', async ({ page }) => {
  await page.goto('/alerts/unsubscribe?token=forged.token');
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute(
    'href',
    '/account#saved-searches',
  );
  await layoutChecks(page, 'unsubscribe refused');
});
