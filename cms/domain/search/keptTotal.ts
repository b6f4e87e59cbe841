/**
 * A search's total from the counts per value of public listings the database keeps (keptRows.ts), when the filters
 * chosen are one on a kept column, a make and one more, or none: a make's 12,000 listings are a few dozen kept rows
 * (one per year), where counting them reads up to 10,001 index entries. Price and year bounds that leave out no
 * listing are no filter here, as in the sidebar. Any other search is counted (searchStatements' count).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { chosenGroups, type FilterSet } from './filterConditions.ts';
import { boundsLeavingNoneOut } from './keptFacetCounts.ts';
import { keptRows } from './keptRows.ts';

/** The total from the kept counts, or undefined when the filters chosen need the listings counted. */
export async function keptTotal(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it: the bounds' check is kept under it. */
  version?: string,
): Promise<number | undefined> {
  const chosen = chosenGroups(set, []);
  const unbounded = chosen.filter((group) => group !== 'price' && group !== 'year');
  // Whether the kept counts could answer at all, before looking up which bounds leave out no listing.
  if (!keptRows(set, unbounded)) return undefined;
  const idle = await boundsLeavingNoneOut(payload, set, filters, version);
  const left = chosen.filter((group) => !idle.includes(group));
  const kept = keptRows(set, left);
  if (!kept) return undefined;
  const [row] = await runPreparedSql<{ total: number }>(
    payload,
    sql`select coalesce(sum(listings), 0)::int as total from ${kept.total}`,
  );
  return row?.total ?? 0;
}
