/**
 * A search's total from the counts per value of public listings the database keeps (keptRows.ts), when the filters
 * chosen are one on a kept column, a make and one more, none, a make within a price range and perhaps a year range
 * (keptPriceSteps.ts), a place alone (keptPlaces.ts), a keyword of one word (keptWords.ts), or recent price drops
 * alone: a make's 12,000 listings are a few dozen kept rows (one per year), where counting them reads up to 10,001
 * index entries. Price and year bounds that leave out no listing are no filter here, as in the sidebar. Any other
 * search is counted (searchStatements' count).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { plannedOnce } from '../../platform/db/genericPlans.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import {
  chosenGroups,
  listingsWhere,
  recentDropsSince,
  statusCondition,
  whereClause,
  type FilterGroup,
  type FilterSet,
} from './filterConditions.ts';
import { boundsLeavingNoneOut, isRangedBound } from './keptFacetCounts.ts';
import { nearPlaces, placeAlone } from './keptPlaces.ts';
import { priceStepsTotal } from './keptPriceSteps.ts';
import { keptRows } from './keptRows.ts';
import { wordsTotal } from './keptWords.ts';
import { VersionedCache } from './versionedCache.ts';

const onlyRecentDrops = (groups: FilterGroup[]) => groups.length === 1 && groups[0] === 'priceDrop';

/**
 * The total of recent price drops: the drops kept for each UTC day after the one the window starts in, and those of
 * that day still inside the window, counted through the index on when the price dropped (one day's drops at most).
 * The same two reads whatever the bounds: planned once.
 */
function recentDropsTotal(set: FilterSet, idle: FilterGroup[]): SQL {
  const nextDay = sql`(date_trunc('day', ${recentDropsSince}, 'UTC') + interval '1 day')`;
  return plannedOnce(sql`select ((
      select coalesce(sum(listings), 0) from vehicle_value_counts
      where ${statusCondition(set, sql`status`)} and column_name = 'price_dropped_on'
        and value >= to_char(${nextDay} at time zone 'UTC', 'YYYY-MM-DD')
    ) + (
      select count(*) from ${listingsWhere(set, sql`${whereClause(set, ...idle)} and v.price_dropped_at < ${nextDay}`)}
    ))::int as total`);
}

/**
 * The total added up from the kept rows for the filters left, if they answer it: the same index read whatever the
 * values (a make, a body type), so planned once.
 */
function keptRowsTotal(set: FilterSet, left: FilterGroup[]): SQL | undefined {
  const kept = keptRows(set, left);
  return kept && plannedOnce(sql`select coalesce(sum(listings), 0)::int as total from ${kept.total}`);
}

/** The total from the kept counts, or undefined when the filters chosen need the listings counted. */
export async function keptTotal(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it: the bounds' check is kept under it. */
  version?: string,
): Promise<number | undefined> {
  const chosen = chosenGroups(set, []);
  const unbounded = chosen.filter((group) => !isRangedBound(group));
  const keptStatement = (left: FilterGroup[], idle: FilterGroup[]) =>
    onlyRecentDrops(left)
      ? recentDropsTotal(set, idle)
      : (priceStepsTotal(set, left, idle, filters) ?? keptRowsTotal(set, left) ?? wordsTotal(set, left));
  // Whether the kept counts could answer at all, before looking up which bounds leave out no listing.
  if (!placeAlone(unbounded) && !keptStatement(unbounded, [])) return undefined;
  const idle = await boundsLeavingNoneOut(payload, set, filters, version);
  const left = chosen.filter((group) => !idle.includes(group));
  const places = placeAlone(left) ? nearPlaces(payload, set, version) : undefined;
  if (places) return (await places).listings;
  const statement = keptStatement(left, idle);
  if (!statement) return undefined;
  const [row] = await runPreparedSql<{ total: number | null }>(payload, statement);
  // Null: the kept counts cannot tell (a keyword matching several words).
  return row ? (row.total ?? undefined) : 0;
}

const approvedTotals = new VersionedCache<number>(1);

/** How many listings are approved: every one is kept once under its year. */
export function approvedListings(
  payload: Payload,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): Promise<number> {
  return approvedTotals.get(
    payload,
    'approved',
    async () => {
      const [row] = await runPreparedSql<{ total: number }>(
        payload,
        sql`select coalesce(sum(listings), 0)::int as total from vehicle_value_counts
          where status = 'approved' and column_name = 'year'`,
      );
      return row?.total ?? 0;
    },
    'all',
    version,
  );
}
