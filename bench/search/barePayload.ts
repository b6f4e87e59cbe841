/**
 * Just enough of a Payload instance for the search module: a plain pg pool, which is all it reads through (lookups,
 * the listings version, its statements prepared per connection). The floor and the EXPLAIN check run our search SQL
 * through it; with `onStatement`, the pool's connections report each statement they are sent.
 */
import type { Payload } from 'payload';
import pg from 'pg';
import { CONNECTION_OPTIONS } from '../../cms/platform/db/connectionOptions.ts';
import { usesGenericPlans } from '../../cms/platform/db/genericPlans.ts';
import type { Statement } from '../../cms/platform/db/preparedSql.ts';

export function barePayload(pool: pg.Pool): Payload {
  return { db: { pool } } as unknown as Payload;
}

/** A pool like the app's (its connection settings), of `max` connections, each reporting what it is sent. */
export function benchPool(databaseUrl: string, max: number, onStatement?: (statement: Statement) => void): pg.Pool {
  class Recording extends pg.Client {
    override query(...args: unknown[]): never {
      const [first, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
      const sql = typeof first === 'string' ? first : first.text;
      if (!sql.startsWith('deallocate ')) {
        const params = (typeof first === 'string' ? values : first.values) ?? [];
        // A connection of the pool's sibling for statements planned once (genericPlans.ts).
        const plannedOnce = usesGenericPlans(
          (this as unknown as { connectionParameters: { options?: string } }).connectionParameters.options,
        );
        onStatement?.(plannedOnce ? { sql, params, plannedOnce } : { sql, params });
      }
      return (super.query as (...all: unknown[]) => never)(...args);
    }
  }
  return new pg.Pool({
    connectionString: databaseUrl,
    options: CONNECTION_OPTIONS,
    max,
    ...(onStatement ? { Client: Recording } : {}),
  });
}
