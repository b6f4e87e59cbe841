import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The demo seed adds its listings in the background after the server answers: a spec that needs them waits once,
 * in its beforeAll (which must allow the same time, as the very first run also draws the photos).
 */
export const DEMO_SEED_TIMEOUT_MS = 240_000;

export async function waitForDemoListings(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await (await request.get('/api/vehicles/search?limit=1')).json()).total, {
      timeout: DEMO_SEED_TIMEOUT_MS - 20_000,
      intervals: [2000],
    })
    .toBeGreaterThan(60);
}
