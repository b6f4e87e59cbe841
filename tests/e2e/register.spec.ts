import { expect, test } from '@playwright/test';

test('a visitor opens the home page, registers, is signed in, and signs out', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'List Your Car Free' })).toBeVisible();

  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

  const email = `e2e-${Date.now()}@example.com`;
  await page.getByLabel('First Name', { exact: true }).fill('Erin');
  await page.getByLabel('Last Name', { exact: true }).fill('Endtoend');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Must be at least 6 characters').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('secret-erin');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A new account is welcomed as new, not back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Marquee Motors, Erin');

  // Signed in: the profile menu replaces the Sign In button, and the session cookie is HttpOnly.
  const account = page.getByRole('button', { name: /Account menu for Erin Endtoend/ });
  await expect(account).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'marketplace-token');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  // The server knows the session after a reload.
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('a wrong password shows the sign-in failure toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
