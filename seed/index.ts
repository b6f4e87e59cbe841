/** The demo seed, idempotent: run at every start of the server when enabled (seed/main.ts in a child process) and by `npm run seed`. */
import type { Payload } from 'payload';
import type { DemoAccount } from './demoAccounts.ts';
import { seedListings } from './listings/seedListings.ts';
import { seedAccounts } from './seedAccounts.ts';
import { seedContentPages } from './seedPages.ts';

/** Accounts and content pages: quick, so the server waits for them before it answers. */
export async function seedDemo(payload: Payload): Promise<{ accounts: DemoAccount[]; pagesCreated: number }> {
  const accounts = await seedAccounts(payload);
  const pagesCreated = await seedContentPages(payload);
  return { accounts, pagesCreated };
}

/**
 * The demo listings with their photos: the first run draws about 800 photos (some 60 s on two cores), so the
 * server answers first and the seed adds these afterwards; later runs take milliseconds.
 */
export async function seedDemoListings(
  payload: Payload,
  mediaDir: string,
): Promise<{ created: number; seconds: number }> {
  const started = Date.now();
  // Demo photos are files of this server's MEDIA_DIR even when uploads go to object storage.
  const result = await seedListings(payload, { mediaDir });
  return { created: result.created, seconds: (Date.now() - started) / 1000 };
}
