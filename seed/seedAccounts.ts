/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
import type { Payload } from 'payload';
import { demoAccounts, type DemoAccount } from './demoAccounts.ts';

export async function seedAccounts(payload: Payload): Promise<DemoAccount[]> {
  const accounts = demoAccounts();
  for (const account of accounts) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: account.email } } });
    if (existing.totalDocs > 0) continue;
    await payload.create({ collection: 'users', data: { ...account, emailVerified: true }, overrideAccess: true });
  }
  return accounts;
}
