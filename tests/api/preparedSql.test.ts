/**
 * Statements prepared per connection (cms/platform/db/preparedSql.ts), on a real PostgreSQL, through a pool of one
 * connection so that what it keeps prepared can be read back from pg_prepared_statements.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { endGenericPlanPool, genericPlanPool, plannedOnce } from '../../cms/platform/db/genericPlans.ts';
import {
  keepPreparedStatements,
  render,
  renderedOnce,
  runPrepared,
  runPreparedInTransaction,
  type Statement,
} from '../../cms/platform/db/preparedSql.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/database.ts';

let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createDatabaseFrom(inject('adminUrl'), inject('templateDatabase'));
});
afterAll(() => dropDatabase(inject('adminUrl'), databaseUrl));

/** A pool of one connection keeping `capacity` statements prepared. */
function poolKeeping(capacity: number): pg.Pool {
  // Dates are compared as PostgreSQL writes them, in the session's time zone.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c TimeZone=UTC' });
  keepPreparedStatements(pool, capacity);
  return pool;
}

const prepared = async (pool: pg.Pool) =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
    (row) => row.statement,
  );

const statement = (n: number): Statement => ({ sql: `select $1::int + ${n} as sum`, params: [n] });

describe('runPrepared', () => {
  it("reads dates, and arrays of dates and numerics, as the text PostgreSQL writes, as drizzle's driver does", async () => {
    const pool = poolKeeping(5);
    try {
      const sql = `select $1::int as n, timestamptz '2026-11-28 03:00:00+00' as at, date '2026-11-28' as day,
        array[timestamptz '2026-11-28 03:00:00+00'] as ats, array[1.50, 2]::numeric[] as amounts`;
      for (let run = 0; run < 7; run++) {
        const rows = await runPrepared<Record<string, unknown>>(pool, { sql, params: [run] });
        const [unprepared] = (await pool.query(sql, [run])).rows;
        expect(rows).toEqual([
          {
            n: run,
            at: '2026-11-28 03:00:00+00',
            day: '2026-11-28',
            ats: '{"2026-11-28 03:00:00+00"}',
            amounts: '{1.50,2}',
          },
        ]);
        // pg's own parsers, as a plain pool.query uses them, would give Dates and numbers instead.
        expect(unprepared.at).toBeInstanceOf(Date);
      }
      expect(await prepared(pool)).toEqual([sql]);
    } finally {
      await pool.end();
    }
  });

  it('keeps the most recently used statements on a connection and deallocates the one left out', async () => {
    const pool = poolKeeping(2);
    try {
      await runPrepared(pool, statement(1));
      await runPrepared(pool, statement(2));
      await runPrepared(pool, statement(1));
      await runPrepared(pool, statement(3)); // 2 was used least recently
      expect(await prepared(pool)).toEqual([statement(1).sql, statement(3).sql]);
      // The one deallocated is prepared again when it is asked for, with its new parameters.
      expect(await runPrepared(pool, { ...statement(2), params: [40] })).toEqual([{ sum: 42 }]);
      expect(await prepared(pool)).toEqual([statement(2).sql, statement(3).sql]);
    } finally {
      await pool.end();
    }
  });

  it('prepares nothing when told to keep none', async () => {
    const pool = poolKeeping(0);
    try {
      expect(await runPrepared(pool, statement(7))).toEqual([{ sum: 14 }]);
      expect(await prepared(pool)).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('rejects a statement PostgreSQL refuses, and the pool goes on answering', async () => {
    const pool = poolKeeping(5);
    try {
      await expect(runPrepared(pool, { sql: 'select $1::int as n', params: ['twelve'] })).rejects.toThrow(
        /invalid input syntax for type integer/,
      );
      await expect(runPrepared(pool, { sql: 'select nope from', params: [] })).rejects.toThrow(/syntax error/);
      expect(await runPrepared(pool, statement(5))).toEqual([{ sum: 10 }]);
      expect(await prepared(pool)).toEqual([statement(5).sql]);
    } finally {
      await pool.end();
    }
  });
});

describe('statements planned once', () => {
  const usage = async (on: pg.Pool | pg.PoolClient, sql: string) =>
    (
      await on.query<{ generic: number; custom: number }>(
        'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
        [sql],
      )
    ).rows[0];

  it("run with their generic plan on the pool's sibling, whatever their values; the others are planned for theirs", async () => {
    const pool = poolKeeping(5);
    try {
      const once = render(plannedOnce(sql`select count(*)::int as n from generate_series(1, 10) g where g <= ${1}`));
      const each = render(sql`select count(*)::int as n from generate_series(1, 10) h where h <= ${1}`);
      expect(once.plannedOnce).toBe(true);
      expect(each.plannedOnce).toBeUndefined();
      for (let bound = 1; bound <= 7; bound++) {
        expect(await runPrepared(pool, { ...once, params: [bound] })).toEqual([{ n: bound }]);
        expect(await runPrepared(pool, { ...each, params: [bound] })).toEqual([{ n: bound }]);
      }
      const sibling = genericPlanPool(pool);
      expect(await usage(sibling, once.sql)).toEqual({ generic: 7, custom: 0 });
      expect(await usage(sibling, each.sql)).toBeUndefined();
      // PostgreSQL's own choice on the pool: a plan for each of the values (the generic one is no cheaper here).
      expect((await usage(pool, each.sql))?.custom).toBeGreaterThan(0);
      expect(await usage(pool, once.sql)).toBeUndefined();
    } finally {
      await endGenericPlanPool(pool);
      await pool.end();
    }
  });

  it("run with their generic plan in a transaction of the pool, and leave the transaction's other statements planned for theirs", async () => {
    const pool = poolKeeping(5);
    const client = await pool.connect();
    try {
      const once = render(plannedOnce(sql`select count(*)::int as n from generate_series(1, 10) g where g <= ${1}`));
      const each = render(sql`select count(*)::int as n from generate_series(1, 10) h where h <= ${1}`);
      await client.query('begin');
      for (let bound = 1; bound <= 7; bound++) {
        expect(await runPreparedInTransaction(client, { ...once, params: [bound] })).toEqual([{ n: bound }]);
        expect(await runPreparedInTransaction(client, { ...each, params: [bound] })).toEqual([{ n: bound }]);
      }
      expect((await client.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
      await client.query('commit');
      expect(await usage(client, once.sql)).toEqual({ generic: 7, custom: 0 });
      expect((await usage(client, each.sql))?.custom).toBeGreaterThan(0);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('are planned for their values by a pool that prepares nothing (the way to turn it off)', async () => {
    const mode = render(plannedOnce(sql`select current_setting('plan_cache_mode') as mode`));
    for (const [capacity, expected] of [
      [5, 'force_generic_plan'],
      [0, 'auto'],
    ] as const) {
      const pool = poolKeeping(capacity);
      try {
        expect(await runPrepared(pool, mode)).toEqual([{ mode: expected }]);
      } finally {
        await endGenericPlanPool(pool);
        await pool.end();
      }
    }
  });
});

describe('renderedOnce', () => {
  it('writes a fragment and its values into the text, and the statement reads the same', async () => {
    const fragment = sql`${"it's \\mblack\\M"}::text as said, ${2}::int as two, ${null}::text as none`;
    const statement = render(sql`select ${renderedOnce(fragment)}, ${5}::int as five`);
    expect(statement.params).toEqual([5]);
    expect(statement.sql).toContain(`'it''s \\mblack\\M'::text`);
    const pool = poolKeeping(5);
    try {
      expect(await runPrepared(pool, statement)).toEqual([{ said: "it's \\mblack\\M", two: 2, none: null, five: 5 }]);
    } finally {
      await pool.end();
    }
  });
});
