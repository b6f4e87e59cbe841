/** Runs a drizzle `sql` query on Payload's connection pool; hot paths (search, counts) use this, not the Local API. */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';

export async function runSql<Row>(payload: Payload, query: SQL): Promise<Row[]> {
  const result = (await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
