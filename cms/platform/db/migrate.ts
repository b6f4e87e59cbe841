/**
 * Runs the committed migrations under a Postgres advisory lock, so several app servers starting at once against
 * one database migrate it exactly once, and says so in one line: "Database schema up to date (16 migrations,
 * 3 applied in 1.2 s)". Payload's two lines per migration are kept to warnings and errors.
 */
import type { Payload } from 'payload';
import type { PoolClient } from 'pg';
import { migrations } from './migrations/index.ts';
import { poolOf } from './pool.ts';

const MIGRATION_LOCK = 748_201_553; // any constant shared by every process of this app

async function appliedCount(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ table: string | null }>(
    "select to_regclass('payload_migrations')::text as table",
  );
  if (!rows[0]?.table) return 0;
  const counted = await client.query<{ count: number }>(
    'select count(*)::int as count from payload_migrations where batch > 0',
  );
  return counted.rows[0]?.count ?? 0;
}

export async function migrateDatabase(payload: Payload): Promise<void> {
  const client = await poolOf(payload).connect();
  const logger = payload.logger;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await appliedCount(client);
    const started = performance.now();
    // Payload logs "Migrating:" and "Migrated:" for each one through payload.logger: quiet while it runs.
    payload.logger = logger.child({}, { level: 'warn' });
    try {
      // The generated index types each migration with its adapter's argument types; Payload's signature is wider.
      await payload.db.migrate({
        migrations: migrations as unknown as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'],
      });
    } finally {
      payload.logger = logger;
    }
    const applied = (await appliedCount(client)) - before;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(
      `Database schema up to date (${migrations.length} migrations, ${applied > 0 ? `${applied} applied in ${seconds} s` : 'none to apply'})`,
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
