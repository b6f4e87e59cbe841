/**
 * Facet counts added up from the counts per value of public listings that the database keeps (keptRows.ts): a few
 * thousand rows instead of every approved listing. And the price and year bounds that leave out no listing, which
 * are no filter to them.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { plannedOnce } from '../../platform/db/genericPlans.ts';
import { renderedOnce, runPreparedSql } from '../../platform/db/preparedSql.ts';
import type { Facet, NumberColumn, PassCounts } from './facet.ts';
import { boundParams } from './heldFilters.ts';
import type { KeptRows } from './keptRows.ts';
import { statusCondition, type FilterGroup, type FilterSet } from './filterConditions.ts';
import { VersionedCache } from './versionedCache.ts';

interface KeptRow {
  /** The facet's index, or -1 for the total. */
  facet: number;
  k: string | number | null;
  d: string | number | null;
  count: number;
}

const derivedParts = new WeakMap<Facet, { ofKey: SQL; ofNone: SQL }>();

/** What a facet's `ofGroup` makes of a kept key `k` and of no value, as JSON: the same for every sidebar. */
function derivedOf(facet: Facet): { ofKey: SQL; ofNone: SQL } {
  let parts = derivedParts.get(facet);
  if (!parts) {
    const derived = (key: SQL) => (facet.ofGroup ? sql`to_jsonb(${facet.ofGroup(key)})` : sql`null::jsonb`);
    parts = { ofKey: renderedOnce(derived(sql`k`)), ofNone: renderedOnce(derived(sql`null::text`)) };
    derivedParts.set(facet, parts);
  }
  return parts;
}

/**
 * The same counts as countPass, added up from the kept rows that answer them (keptRows.ts). A facet's key and
 * `ofGroup` are applied to each kept value, so bands, folded makes and colour bits come out as a pass over the
 * listings makes them. Keys travel as JSON, so each keeps its type through the UNION (a band's index a number).
 */
export async function keptCountsPass(
  payload: Payload,
  kept: KeptRows,
  facets: Facet[],
  withTotal: boolean,
): Promise<PassCounts> {
  const branches = facets.flatMap((facet, index) => {
    const derived = derivedOf(facet);
    const { rows, key } = kept.facet(facet);
    const facetIndex = sql.raw(String(index));
    const none = sql`
      select ${facetIndex}, null::jsonb, ${derived.ofNone}, count from (select
        (select coalesce(sum(listings), 0) from ${kept.total})::int
          - (select coalesce(sum(listings), 0) from ${rows})::int as count) listings_without
      where count > 0`;
    return [
      sql`
      select ${facetIndex} as facet, to_jsonb(k) as k, ${derived.ofKey} as d, count
      from (select ${key} as k, sum(listings)::int as count from ${rows} group by 1) grouped
      where count > 0`,
      ...(facet.countsNone ? [none] : []),
    ];
  });
  if (withTotal) branches.push(sql`select -1, null, null, coalesce(sum(listings), 0)::int from ${kept.total}`);
  // The kept rows of each facet's column, read through the same index whatever the make or body type: planned once
  // (planning this union cost PostgreSQL more than running it).
  const rows = await runPreparedSql<KeptRow>(
    payload,
    plannedOnce(sql`${sql.join(branches, sql` union all `)} order by facet, k`),
  );
  return {
    total: rows.find((row) => row.facet === -1)?.count ?? 0,
    groups: facets.map((_, index) =>
      rows.filter((row) => row.facet === index).map((row) => ({ key: row.k, derived: row.d, count: row.count })),
    ),
  };
}

type Range = { min: number; max: number };

/** The lowest and highest price and year of public listings, per statuses counted, for the listings version. */
const keptRanges = new VersionedCache<Partial<Record<NumberColumn['name'], Range>>>(2);

/** The bounds whose lowest and highest public value the database keeps, so that one may be found to leave none out. */
export const rangedBounds = ['price', 'year'] as const satisfies readonly (NumberColumn['name'] & FilterGroup)[];

/** Whether a filter is one of the ranged bounds. */
export const isRangedBound = (group: FilterGroup): boolean => (rangedBounds as readonly FilterGroup[]).includes(group);

/**
 * The price and year bounds that leave out no public listing (a price ceiling above the dearest car, a slider left
 * at its end): no filter, so a count with only those left can read the kept counts, and facets are counted as
 * without them.
 */
export async function boundsLeavingNoneOut(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): Promise<FilterGroup[]> {
  const bounded = rangedBounds.filter((column) => set.groups[column]);
  if (!bounded.length) return [];
  const ranges = await keptRanges.get(
    payload,
    set.includeSold ? 'public' : 'approved',
    async () => {
      // Each an index's first or last entry (vehicle_value_counts_amount_idx), not a read of every kept price.
      const kept = (aggregate: 'min' | 'max') => sql`(select ${sql.raw(aggregate)}(amount) from vehicle_value_counts
        where column_name = wanted.name and ${statusCondition(set, sql`status`)} and listings > 0)::float8`;
      const rows = await runPreparedSql<{ column: NumberColumn['name']; min: number | null; max: number | null }>(
        payload,
        sql`select wanted.name as column, ${kept('min')} as min, ${kept('max')} as max
        from (values ('price'), ('year')) as wanted(name)`,
      );
      return Object.fromEntries(
        rows.flatMap(({ column, min, max }) => (min === null || max === null ? [] : [[column, { min, max }]])),
      );
    },
    'all',
    version,
  );
  return bounded.filter((column) => {
    const range = ranges[column];
    const [low, high] = boundParams[column].map((bound) => filters[bound]);
    // With no listing at all, no bound leaves one out.
    return !range || ((low === undefined || low <= range.min) && (high === undefined || high >= range.max));
  });
}
