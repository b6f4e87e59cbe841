/**
 * A listing page opened by a visitor who is not signed in (the commonest read of the site): the public columns of
 * an approved or sold listing, in one plain read on the pool (its view is counted apart, in batches:
 * cms/vehicles/viewCounter.ts). Payload's Local API would reach the same answer (its read access lets anyone see
 * those statuses and no private field) at about twice the cost; a request with credentials still goes through it,
 * as owners and admins see more.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { publicStatuses } from '../../../contract/catalog/listingOptions.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { publicColumns } from './searchVehicles.ts';
import { rowMakeVersion } from './versionedCache.ts';

/** The listing's public columns, and the version of its make as `makeVersion` (publicListingCache.ts keeps it). */
export function publicListingStatement(id: number) {
  const statuses = sql.join(
    publicStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`select ${publicColumns}, ${rowMakeVersion} as "makeVersion"
    from vehicles v where v.id = ${id} and v.status in (${statuses})`;
}

export type PublicListingRow = Record<string, unknown> & { make: string; makeVersion: string };

/** The public listing, or undefined when there is none to show. */
export async function findPublicListing(payload: Payload, id: number): Promise<PublicListingRow | undefined> {
  const [row] = await runPreparedSql<PublicListingRow>(payload, publicListingStatement(id));
  return row;
}
