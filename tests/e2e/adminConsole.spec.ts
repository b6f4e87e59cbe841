import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../cms/seed/demoAccounts.ts';

test('the demo admin signs in and opens the console under /admin', async ({ page }) => {
  const admin = demoAccounts().find((account) => account.role === 'admin')!;
  await page.goto('/api/login?returnTo=/admin');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin/);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByText('Admin Dashboard')).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
});
