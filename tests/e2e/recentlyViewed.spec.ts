/**
 * Recently viewed, in Chromium: the cars a visitor opens appear on the home page in a 'Recently viewed' row, newest
 * first; before any, the row is not there.
 */
import { expect, test } from '@playwright/test';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';

test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

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
