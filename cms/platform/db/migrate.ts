/**
 * Runs the committed migrations under a Postgres advisory lock, so several app servers starting at once against
 * one database migrate it exactly once.
 */
import type { Payload } from 'payload';
import { migrations } from './migrations/index.ts';
import { poolOf } from './pool.ts';

const MIGRATION_LOCK = 748_201_553; // any constant shared by every process of this app

export async function migrateDatabase(payload: Payload): Promise<void> {
  const client = await poolOf(payload).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // The generated index types each migration with its adapter's argument types; Payload's signature is wider.
    await payload.db.migrate({ migrations: migrations as unknown as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'] });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
