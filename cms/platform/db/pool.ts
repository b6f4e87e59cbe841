/** The pg pool behind Payload's Postgres adapter, for the few reads that bypass Payload (lookups, hot paths). */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import type { Pool } from 'pg';

export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool as unknown as Pool;
}
