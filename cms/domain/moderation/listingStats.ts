/** Listing counts by status for the admin dashboard, in one grouped query. */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { ListingStats } from '../../../contract/listings.ts';
import { runSql } from '../../platform/db/sql.ts';

export async function listingStats(payload: Payload): Promise<ListingStats> {
  const rows = await runSql<{ status: keyof ListingStats; count: number }>(
    payload,
    sql`select status::text as status, count(*)::int as count from vehicles group by status`,
  );
  const stats: ListingStats = { total: 0, pending: 0, approved: 0, rejected: 0, sold: 0 };
  for (const row of rows) {
    stats[row.status] = row.count;
    stats.total += row.count;
  }
  return stats;
}
