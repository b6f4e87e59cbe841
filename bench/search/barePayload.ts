/**
 * Just enough of a Payload instance for the search module, on a plain pg pool: the pool itself (lookups, the
 * listings version) and drizzle's execute as one pg query. The floor and the EXPLAIN check run our search SQL
 * through it; `onStatement` sees each statement the module sends.
 */
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core';
import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type pg from 'pg';

export interface Statement {
  sql: string;
  params: unknown[];
}

const dialect = new PgDialect();

export function render(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params };
}

export function barePayload(pool: pg.Pool, onStatement?: (statement: Statement) => void): Payload {
  const execute = (query: SQL) => {
    const statement = render(query);
    onStatement?.(statement);
    return pool.query(statement.sql, statement.params);
  };
  return { db: { pool, drizzle: { execute } } } as unknown as Payload;
}
