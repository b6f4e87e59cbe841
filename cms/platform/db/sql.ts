/** Runs a drizzle `sql` query on Payload's connection pool; hot paths (search, counts) use this, not the Local API. */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest } from 'payload';
import type { PoolClient } from 'pg';
import { poolOf } from './pool.ts';
import { preparedStatementsOf, render, runPreparedInTransaction, runPreparedSql } from './preparedSql.ts';

/**
 * Whole-number ids as one parameter (an array literal), not one parameter each: a statement of many lists of
 * thousands of ids would pass the protocol's limit of 65,535 parameters.
 */
export function idArray(ids: readonly number[]): SQL {
  // Callers pass ids they read or validated; anything else is a fault of ours, not a value to round.
  const bad = ids.find((id) => !Number.isSafeInteger(id));
  if (bad !== undefined) throw new TypeError(`Not a row id: ${bad}`);
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

type Executor = { execute(query: SQL): Promise<unknown> };

export async function runSql<Row>(payload: Payload, query: SQL): Promise<Row[]> {
  return execute<Row>((payload.db as unknown as PostgresAdapter).drizzle, query);
}

/**
 * Runs a query inside the request's Payload transaction when it has one (a hook must see the change being made,
 * and be undone with it), else on the pool.
 */
export async function runSqlInRequest<Row>(req: PayloadRequest, query: SQL): Promise<Row[]> {
  const session = await transactionOf(req);
  return execute<Row>(session?.db ?? (req.payload.db as unknown as PostgresAdapter).drizzle, query);
}

/** The request's Payload transaction, if it has one. */
async function transactionOf(req: PayloadRequest) {
  const id = req.transactionID ? await req.transactionID : undefined;
  return id === undefined ? undefined : (req.payload.db as unknown as PostgresAdapter).sessions[id];
}

/**
 * runSqlInRequest for a statement worth planning once per connection (preparedSql.ts): prepared on the request's
 * transaction connection when it has one, else on the pool; one marked `plannedOnce` runs with its generic plan on
 * either.
 */
export async function runPreparedSqlInRequest<Row>(req: PayloadRequest, query: SQL): Promise<Row[]> {
  const session = await transactionOf(req);
  if (!session) return runPreparedSql<Row>(req.payload, query);
  // The connection a drizzle transaction holds; should drizzle stop exposing it, the statement runs unprepared.
  const client = (session.db as unknown as { session?: { client?: PoolClient } }).session?.client;
  if (typeof client?.query !== 'function') return execute<Row>(session.db, query);
  return runPreparedInTransaction<Row>(client, render(query), preparedStatementsOf(poolOf(req.payload)));
}

/** Runs `work` in one transaction on the pool, its queries through `run`; commits when it resolves. */
export async function runSqlInTransaction<Result>(
  payload: Payload,
  work: (run: <Row>(query: SQL) => Promise<Row[]>) => Promise<Result>,
): Promise<Result> {
  const { drizzle } = payload.db as unknown as PostgresAdapter;
  return drizzle.transaction((transaction) => work((query) => execute(transaction, query)));
}

async function execute<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as { rows: Row[] };
  return result.rows;
}
