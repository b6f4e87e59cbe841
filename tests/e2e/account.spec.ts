/**
 * An account's life with its email, in Chromium, against a real SMTP server on loopback (support/mailbox.ts): a
 * visitor registers and opens the verification link from the email; forgets the password, resets it from the
 * emailed link and signs in with the new one; a seller whose listing an admin rejects with a reason reads that
 * reason in an email. Each account screen is checked at 390 and 1280 px (axe, no sideways scroll) and
 * screenshotted to test-results/screens/.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { listingData } from '../helpers/fixtures.ts';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';
import { expectAccessible, expectNoSidewaysScroll } from './layoutChecks.ts';
import { emailLink, emailTo } from './mailbox.ts';

const [admin] = demoAccounts();
const stamp = Date.now().toString(36);

/** At a phone's and a laptop's width: axe, no sideways scroll, and a screenshot to look at. */
async function screens(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `test-results/screens/account-${name}-${width}.png`, fullPage: true });
  }
}

async function signOut(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

test('register, verify the email from its link, forget the password, reset it from the emailed link, sign in with the new one', async ({
  browser,
}) => {
  // Six screens, each checked by axe at two widths.
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  const email = `vera-${stamp}@example.com`;
  const menu = /Account menu for Vera Verify/;

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name', { exact: true }).fill('Vera');
  await page.getByLabel('Last Name', { exact: true }).fill('Verify');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();

  // Until the link is opened, the dashboard says listings wait, and offers a new link.
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Verify your email' });
  await expect(notice).toContainText(email);
  await expect(notice.getByRole('button', { name: 'Resend link' })).toBeVisible();
  await screens(page, 'dashboard-unverified');

  const welcome = await emailTo(email, /welcome/i);
  await page.goto(emailLink(welcome, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await screens(page, 'verified');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Dashboard/ }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The account page: verified now, and reached from the profile menu.
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await screens(page, 'account');
  await signOut(page, menu);

  // Forgotten: from the Sign In tab to the emailed link.
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await screens(page, 'forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const reset = await emailTo(email, /reset/i);
  const resetLink = emailLink(reset, '/reset-password');
  await page.goto(resetLink);
  await screens(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('second-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('second-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password reset. You are signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page, menu);

  // The link is used up.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('third-secret');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await screens(page, 'reset-link-used');

  // The old password no longer signs in; the new one does.
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-secret');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-secret');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: menu })).toBeVisible();
  await page.context().close();
});

test('a seller whose listing an admin rejects with a reason receives the email with that reason', async ({
  browser,
  baseURL,
}) => {
  // A verified seller's new listing, so that it is in the admin's queue.
  const email = `rita-${stamp}@example.com`;
  const seller = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const registered = await seller.post('/api/register', {
    data: { email, password: 'rita-secret', firstName: 'Rita', lastName: 'Rejected' },
  });
  expect(registered.status()).toBe(201);
  const welcome = await emailTo(email, /welcome/i);
  const token = new URL(emailLink(welcome, '/verify-email'), baseURL).searchParams.get('token');
  expect((await seller.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  const model = `Reason ${stamp}`;
  const created = await seller.post('/api/vehicles', { data: listingData({ model }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await seller.dispose();

  const page = await (await browser.newContext()).newPage();
  const login = await page.request.post('/api/login', { data: admin, headers: { Origin: baseURL! } });
  expect(login.status()).toBe(200);
  await page.goto('/admin/');
  const title = `2021 BMW ${model}`;
  await page.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject listing' });
  await dialog.getByRole('button', { name: 'Photos missing or unclear' }).click();
  await dialog.getByLabel('In your own words (optional)').fill('The odometer photo shows <another> car.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Vehicle status updated successfully')).toBeVisible();

  const rejection = await emailTo(email, /not approved|rejected/i);
  expect(rejection.text).toContain('Photos missing or unclear. The odometer photo shows <another> car.');
  expect(rejection.html).toContain('The odometer photo shows &lt;another&gt; car.');
  expect(emailLink(rejection, `/edit-listing/${id}`)).toBe(`/edit-listing/${id}`);
  await page.context().close();
});
