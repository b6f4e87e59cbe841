/**
 * Facet counts for the filter sidebar: each facet is counted with every filter but its own, so choosing BMW still
 * shows how many Audis there are. The queries run side by side; the answer is cached per listings version.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import {
  searchBodyTypes,
  searchColors,
  searchConditions,
  searchDrivetrains,
  searchFuelTypes,
  searchTransmissions,
  type SearchOption,
} from '../../../contract/catalog/searchFilters.ts';
import {
  priceBands,
  yearBands,
  type BandCount,
  type FacetCount,
  type FacetsResponse,
} from '../../../contract/facets.ts';
import type { SearchParams } from '../../../contract/search.ts';
import { runSql } from '../../platform/db/sql.ts';
import { colorCondition } from './filterValues.ts';
import { filterSet, whereClause, type FilterGroup, type FilterSet } from './filterConditions.ts';
import { matchKey } from './searchVehicles.ts';
import { VersionedCache } from './versionedCache.ts';

const cache = new VersionedCache<FacetsResponse>(1000);

interface Row {
  value: string;
  count: number;
}

async function groupCounts(payload: Payload, set: FilterSet, column: SQL, ...leftOut: FilterGroup[]): Promise<Row[]> {
  return runSql<Row>(
    payload,
    sql`
    select min(${column}) as value, count(*)::int as count from vehicles v
    where ${whereClause(set, ...leftOut)} and ${column} is not null
    group by lower(${column}) order by count(*) desc, min(${column})`,
  );
}

/** Stored values folded into the search screen's options ('sedan' and '4-door-sedan' are both Sedan). */
async function optionCounts(
  payload: Payload,
  set: FilterSet,
  column: SQL,
  group: FilterGroup,
  options: readonly SearchOption[],
): Promise<FacetCount[]> {
  const rows = await groupCounts(payload, set, sql`${column}::text`, group);
  const byStored = new Map(rows.map((row) => [row.value, row.count]));
  return options
    .map((option) => ({
      value: option.label,
      count: option.matches.reduce((sum, stored) => sum + (byStored.get(stored) ?? 0), 0),
    }))
    .filter((facet) => facet.count > 0);
}

/** Several counts in one pass over the rows: `count(*) filter (where ...)` per option. */
async function filteredCounts(
  payload: Payload,
  set: FilterSet,
  group: FilterGroup,
  conditions: SQL[],
): Promise<number[]> {
  const columns = conditions.map(
    (condition, index) => sql`count(*) filter (where ${condition})::int as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await runSql<Record<string, number>>(
    payload,
    sql`
    select ${sql.join(columns, sql`, `)} from vehicles v where ${whereClause(set, group)}`,
  );
  return conditions.map((_, index) => row?.[`c${index}`] ?? 0);
}

async function bandCounts(
  payload: Payload,
  set: FilterSet,
  column: SQL,
  group: FilterGroup,
  bands: readonly Omit<BandCount, 'count'>[],
): Promise<BandCount[]> {
  const conditions = bands.map((band) => {
    const parts: SQL[] = [];
    if (band.min !== undefined) parts.push(sql`${column} >= ${band.min}`);
    if (band.max !== undefined) parts.push(sql`${column} <= ${band.max}`);
    return sql.join(parts, sql` and `);
  });
  const counts = await filteredCounts(payload, set, group, conditions);
  return bands.map((band, index) => ({ ...band, count: counts[index] })).filter((band) => band.count > 0);
}

async function colorCounts(payload: Payload, set: FilterSet): Promise<FacetCount[]> {
  const counts = await filteredCounts(
    payload,
    set,
    'exteriorColor',
    searchColors.map((color) => colorCondition(sql`v.exterior_color`, color)),
  );
  return searchColors
    .map((color, index) => ({ value: color, count: counts[index] }))
    .filter((facet) => facet.count > 0);
}

async function computeFacets(payload: Payload, filters: SearchParams): Promise<FacetsResponse> {
  const set = await filterSet(payload, filters);
  const toFacets = (rows: Row[]): FacetCount[] => rows.map((row) => ({ value: row.value, count: row.count }));
  const [total, make, model, bodyType, fuelType, transmission, drivetrain, condition, exteriorColor, price, year] =
    await Promise.all([
      runSql<{ total: number }>(
        payload,
        sql`select count(*)::int as total from vehicles v where ${whereClause(set)}`,
      ).then((rows) => rows[0]?.total ?? 0),
      groupCounts(payload, set, sql`v.make`, 'make', 'model').then(toFacets),
      filters.make ? groupCounts(payload, set, sql`v.model`, 'model').then(toFacets) : Promise.resolve([]),
      optionCounts(payload, set, sql`v.body_type`, 'bodyType', searchBodyTypes),
      optionCounts(payload, set, sql`v.fuel_type`, 'fuelType', searchFuelTypes),
      optionCounts(payload, set, sql`v.transmission`, 'transmission', searchTransmissions),
      optionCounts(payload, set, sql`v.drivetrain`, 'drivetrain', searchDrivetrains),
      optionCounts(payload, set, sql`v.condition`, 'condition', searchConditions),
      colorCounts(payload, set),
      bandCounts(payload, set, sql`v.price`, 'price', priceBands),
      bandCounts(payload, set, sql`v.year`, 'year', yearBands()),
    ]);
  return {
    total,
    facets: { make, model, bodyType, fuelType, transmission, drivetrain, condition, exteriorColor, price, year },
  };
}

export function searchFacets(payload: Payload, filters: SearchParams): Promise<FacetsResponse> {
  return cache.get(payload, matchKey(filters), () => computeFacets(payload, filters));
}
