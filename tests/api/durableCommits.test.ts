/**
 * A COMMIT that fails (its connection cut, as when PostgreSQL stops at that moment) must fail the operation, never
 * acknowledge a write that was not stored. Payload's own transaction code swallowed it (cms/db/durableCommits.ts).
 */
import { sql } from '@payloadcms/db-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

// A fresh worker's first new connection (SCRAM's first PBKDF2) can outlast the pool's 5 s on a starved machine.
beforeAll(async () => {
  for (let attempt = 0; attempt < 10; attempt++) {
    if (
      await poolOf(api.server.payload)
        .query('select 1')
        .then(
          () => true,
          () => false,
        )
    )
      return;
  }
}, 90_000);

type Transactions = {
  sessions: Record<string, { db: { execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }> } }>;
};

describe('transactions', () => {
  it('reports a COMMIT lost with its connection as an error, and the write is not there', async () => {
    const { payload } = api.server;
    const id = (await payload.db.beginTransaction()) as string;
    const tx = (payload.db as unknown as Transactions).sessions[id].db;
    await tx.execute(sql`insert into rate_limits (key, window_start, hits) values ('durable-commit-test', now(), 1)`);
    const { rows } = await tx.execute(sql`select pg_backend_pid() as pid`);
    await poolOf(payload).query('select pg_terminate_backend($1)', [rows[0].pid]);

    await expect(payload.db.commitTransaction(id)).rejects.toThrow();
    const stored = await poolOf(payload).query("select 1 from rate_limits where key = 'durable-commit-test'");
    expect(stored.rowCount).toBe(0);
  });

  it('commits and rolls back as before', async () => {
    const { payload } = api.server;
    const committed = (await payload.db.beginTransaction()) as string;
    await (payload.db as unknown as Transactions).sessions[committed].db.execute(
      sql`insert into rate_limits (key, window_start, hits) values ('kept', now(), 1)`,
    );
    await payload.db.commitTransaction(committed);
    const rolledBack = (await payload.db.beginTransaction()) as string;
    await (payload.db as unknown as Transactions).sessions[rolledBack].db.execute(
      sql`insert into rate_limits (key, window_start, hits) values ('dropped', now(), 1)`,
    );
    await payload.db.rollbackTransaction(rolledBack);
    const keys = await poolOf(payload).query<{ key: string }>(
      "select key from rate_limits where key in ('kept', 'dropped')",
    );
    expect(keys.rows.map((row) => row.key)).toEqual(['kept']);
  });
});
