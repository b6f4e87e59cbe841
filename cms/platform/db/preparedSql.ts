/**
 * The hot reads (search, facets, a listing page, the listings version) as named prepared statements. An unnamed
 * statement is parsed and planned on every run: with the 23 indexes of vehicles, planning a search costs PostgreSQL
 * about as much as running it. A named one is parsed once per connection, and PostgreSQL plans it once too wherever
 * its generic plan costs no more than the plans it made for the first five runs (`plan_cache_mode = auto`, its
 * default), as JDBC and Go's pgx drivers prepare statements.
 *
 * A statement's name is a hash of its text. Each connection keeps the statements it ran last, at most
 * `keepPreparedStatements`' number (about 85 KB of a backend's memory each, with its generic plan); the least
 * recently used is deallocated to make room. 0 prepares nothing.
 */
import { createHash } from 'node:crypto';
import { sql as sqlText, type SQL } from '@payloadcms/db-postgres/drizzle';
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core';
import { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import pg, { type Pool, type PoolClient, type QueryConfig } from 'pg';
import { genericPlanPool, isPlannedForItsValues, isPlannedOnce } from './genericPlans.ts';
import { poolOf } from './pool.ts';

export const DEFAULT_PREPARED_STATEMENTS = 50;

export interface Statement {
  sql: string;
  params: unknown[];
  /** Run with its generic plan, on the pool's sibling (genericPlans.ts). */
  plannedOnce?: boolean;
  /** Sent unnamed, so planned for its values on every run (genericPlans.ts). */
  plannedForItsValues?: boolean;
}

const dialect = new PgDialect();

/** A drizzle `sql` query as the text and parameters sent to PostgreSQL. */
export function render(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  if (isPlannedOnce(query)) return { sql, params, plannedOnce: true };
  return isPlannedForItsValues(query) ? { sql, params, plannedForItsValues: true } : { sql, params };
}

/**
 * A fragment that never changes, as one piece of text with its values written in: a statement built of it renders it
 * as a string instead of walking the fragments it was made of (a sidebar's statement took 0.5 ms to render).
 */
export function renderedOnce(query: SQL): SQL {
  return sqlText.raw(dialect.sqlToQuery(query.inlineParams()).sql);
}

const capacities = new WeakMap<Pool, number>();

/** How many statements each connection of `pool` keeps prepared (DEFAULT_PREPARED_STATEMENTS until said). */
export function keepPreparedStatements(pool: Pool, count: number): void {
  capacities.set(pool, count);
}

/**
 * Dates, intervals and arrays of them and of numerics as PostgreSQL writes them, as drizzle's driver hands them to the
 * rest of the app (runSql): a statement reads the same values whichever way it is sent.
 */
const { builtins } = pg.types;
const ARRAY_TYPES = { numeric: 1231, timestamp: 1115, date: 1182, timestamptz: 1185, interval: 1187 };
const textTypes = new Set<number>([
  builtins.TIMESTAMPTZ,
  builtins.TIMESTAMP,
  builtins.DATE,
  builtins.INTERVAL,
  ...Object.values(ARRAY_TYPES),
]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    textTypes.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** pg's record of what it parsed on a connection: a statement deallocated leaves it, or pg would not parse it again. */
type Parsed = { connection: { parsedStatements: Record<string, string> } };

const preparedOn = new WeakMap<PoolClient, LRUCache<string, true>>();

function namesOn(client: PoolClient, capacity: number): LRUCache<string, true> {
  let names = preparedOn.get(client);
  if (!names) {
    names = new LRUCache<string, true>({
      max: capacity,
      dispose: (_value, name, reason) => {
        if (reason !== 'evict') return;
        delete (client as unknown as Parsed).connection.parsedStatements[name];
        // Queued on this connection ahead of the statement that takes its place.
        client.query(`deallocate ${name}`).catch(() => undefined);
      },
    });
    preparedOn.set(client, names);
  }
  return names;
}

/**
 * Runs a statement on the pool, prepared on the connection it gets: of the pool's sibling for a statement planned
 * once, which keeps as many. A pool that prepares nothing plans every statement for its values.
 */
export async function runPrepared<Row>(pool: Pool, statement: Statement): Promise<Row[]> {
  const capacity = preparedStatementsOf(pool);
  const client = await (statement.plannedOnce && capacity > 0 ? genericPlanPool(pool) : pool).connect();
  let failure: Error | undefined;
  try {
    return await runPreparedOn<Row>(client, statement, capacity);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // As pool.query does: a connection whose statement failed is closed, not reused.
    client.release(failure);
  }
}

/**
 * Runs a statement prepared on a connection the caller holds (a transaction's), which keeps `capacity` statements
 * (its pool's number for runPrepared).
 */
export async function runPreparedOn<Row>(
  client: PoolClient,
  statement: Statement,
  capacity = DEFAULT_PREPARED_STATEMENTS,
): Promise<Row[]> {
  const config: QueryConfig = { text: statement.sql, values: statement.params, types };
  if (capacity > 0 && !statement.plannedForItsValues) {
    config.name = `s${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}`;
    namesOn(client, capacity).set(config.name, true);
  }
  return (await client.query(config)).rows as Row[];
}

/**
 * runPreparedOn on a connection in a transaction of the main pool, whose statements are planned for their values: a
 * statement planned once is run with its generic plan all the same, the setting set for it alone (it would also
 * apply to the unnamed statements the transaction sends next, Payload's among them). A failure aborts the
 * transaction, which undoes the setting.
 */
export async function runPreparedInTransaction<Row>(
  client: PoolClient,
  statement: Statement,
  capacity = DEFAULT_PREPARED_STATEMENTS,
): Promise<Row[]> {
  if (!statement.plannedOnce || capacity === 0) return runPreparedOn<Row>(client, statement, capacity);
  await client.query('set local plan_cache_mode = force_generic_plan');
  const rows = await runPreparedOn<Row>(client, statement, capacity);
  await client.query('set local plan_cache_mode to default');
  return rows;
}

/** How many statements each connection of `pool` keeps prepared. */
export const preparedStatementsOf = (pool: Pool): number => capacities.get(pool) ?? DEFAULT_PREPARED_STATEMENTS;

/** runPrepared with a drizzle `sql` query, on Payload's pool. */
export function runPreparedSql<Row>(payload: Payload, query: SQL): Promise<Row[]> {
  return runPrepared<Row>(poolOf(payload), render(query));
}
