/**
 * The speed budget: a visitor's home page loads at most 150 KB of JavaScript, gzip-compressed. A size, not a
 * time, so it holds on any machine: every script the page fetches until the network is idle (the router, the home
 * chunk and the listings carousel it loads at once) is counted at gzip's default level, whatever encoding the server
 * chose to send.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO_SEED_TIMEOUT_MS, waitForDemoListings } from './demoSeed.ts';

const HOME_JS_BUDGET_BYTES = 150 * 1024;

test.use({ viewport: { width: 390, height: 844 } });

// With no listings the carousel's chunk would never load, and the budget would pass on an emptier page.
test.beforeAll(async ({ request }) => {
  test.setTimeout(DEMO_SEED_TIMEOUT_MS);
  await waitForDemoListings(request);
});

test('the home page loads at most 150 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })),
    );
  });
  await page.goto('/');
  // The page really rendered with its listings (not an error screen or an empty page that loads less).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Recent listings' })
      .getByRole('link', { name: /View Details/ })
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} files`);
  for (const script of loaded) console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
