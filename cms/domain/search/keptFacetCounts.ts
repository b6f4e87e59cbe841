/**
 * Facet counts with no filter left, added up from the counts per value of public listings that the database keeps
 * (vehicle_value_counts, kept by triggers): a few thousand rows instead of every approved listing.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { keyOf, type Facet, type NumberColumn, type PassCounts } from './facet.ts';
import { statusCondition, type FilterGroup, type FilterSet } from './filterConditions.ts';
import { VersionedCache } from './versionedCache.ts';

/** The columns whose counts per value the database keeps for public listings (every facet's but the model's). */
export const keptColumns: ReadonlySet<Facet['column']['name']> = new Set<Facet['column']['name']>([
  'make',
  'body_type',
  'fuel_type',
  'transmission',
  'drivetrain',
  'condition',
  'exterior_color',
  'price',
  'year',
]);

interface KeptRow {
  /** The facet's index, or -1 for the total. */
  facet: number;
  k: string | number | null;
  d: string | number | null;
  count: number;
}

/**
 * The same counts as countPass with no filter left, added up from the counts per value the database keeps. A facet's
 * key and `ofGroup` are applied to each kept value, so bands, folded makes and colour bits come out as a pass over
 * the listings makes them. Keys travel as JSON, so each keeps its type through the UNION (a band's index a number).
 */
export async function keptCountsPass(
  payload: Payload,
  set: FilterSet,
  facets: Facet[],
  withTotal: boolean,
): Promise<PassCounts> {
  const kept = (column: string) =>
    sql`vehicle_value_counts where ${statusCondition(set, sql`status`)} and column_name = ${column}`;
  const branches = facets.map((facet, index) => {
    const derived = facet.ofGroup ? sql`to_jsonb(${facet.ofGroup(sql`k`)})` : sql`null::jsonb`;
    // A number is read as kept as one: casting each of 4,600 prices from text cost more than the rest of a pass.
    const value = 'number' in facet.column ? sql`amount` : sql`value`;
    return sql`
      select ${sql.raw(String(index))} as facet, to_jsonb(k) as k, ${derived} as d, count
      from (select ${keyOf(facet, value)} as k, sum(listings)::int as count from ${kept(facet.column.name)} group by 1) grouped
      where count > 0`;
  });
  // Each listing is kept once under every column: the sum over any one column is how many there are.
  if (withTotal) branches.push(sql`select -1, null, null, coalesce(sum(listings), 0)::int from ${kept('year')}`);
  const rows = await runPreparedSql<KeptRow>(payload, sql`${sql.join(branches, sql` union all `)} order by facet, k`);
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

const bounds = { price: ['minPrice', 'maxPrice'], year: ['minYear', 'maxYear'] } as const;

/**
 * The price and year bounds that leave out no public listing (a price ceiling above the dearest car, a slider left
 * at its end): no filter, so a pass with only those left can read the kept counts.
 */
export async function boundsLeavingNoneOut(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): Promise<FilterGroup[]> {
  const bounded = (['price', 'year'] as const).filter((column) => set.groups[column]);
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
    const [low, high] = bounds[column].map((bound) => filters[bound]);
    // With no listing at all, no bound leaves one out.
    return !range || ((low === undefined || low <= range.min) && (high === undefined || high >= range.max));
  });
}
