/** The demo seed, idempotent: run at every start (when enabled) and by `npm run seed`. */
import type { Payload } from 'payload';
import type { DemoAccount } from './demoAccounts.ts';
import { seedAccounts } from './seedAccounts.ts';
import { seedContentPages } from './seedPages.ts';

export async function seedDemo(payload: Payload): Promise<{ accounts: DemoAccount[]; pagesCreated: number }> {
  const accounts = await seedAccounts(payload);
  const pagesCreated = await seedContentPages(payload);
  return { accounts, pagesCreated };
}
