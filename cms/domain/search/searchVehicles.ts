/**
 * The SQL of search: approved listings filtered by every parameter of the filter set, sorted, paged, with an exact
 * total. Written with drizzle's `sql` on Payload's tables, not payload.find, and sent as statements prepared per
 * connection (preparedSql.ts).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { matchingParams, type SearchParams } from '../../../contract/search.ts';
import {
  EXACT_TOTAL_LIMIT,
  type CountedTotal,
  type SearchResponse,
  type SortOption,
} from '../../../contract/searchOptions.ts';
import type { Vehicle, VehicleCardData } from '../../../contract/listings.ts';
import { InvalidInputError } from '../errors.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { cardView, vehicleView } from '../vehicles/vehicleView.ts';
import { countWhere, filterSet, whereClause, type FilterSet } from './filterConditions.ts';
import { distanceFrom } from './geoDistance.ts';
import { keptTotal } from './keptTotal.ts';
import { scopeOf, VersionedCache } from './versionedCache.ts';

/**
 * A timestamptz as `Date.prototype.toISOString()` writes it: PostgreSQL's own text ("2026-11-24 16:07:24.899+00")
 * would reach the answer unchanged, as drizzle hands timestamps over as text.
 */
const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A listing's market value and deal rating, and its recent price drop, as vehicleView reads them. */
const dealColumns = sql`
  v.deal_rating::text as "dealRating", v.market_value as "marketValue", v.market_value_low as "marketValueLow",
  v.market_value_high as "marketValueHigh", v.market_value_comparables as "marketValueComparables",
  v.market_value_basis::text as "marketValueBasis", v.price_drop::float8 as "priceDrop",
  ${isoTimestamp(sql`v.price_dropped_at`)} as "priceDroppedAt"`;

/** The public columns of a listing, named as the API names them. */
export const publicColumns = sql`
  v.id, v.make, v.model, v.year, v.trim, v.mileage, v.price::text as price, v.condition::text as condition,
  v.body_type::text as "bodyType", v.fuel_type::text as "fuelType", v.transmission::text as transmission,
  v.drivetrain::text as drivetrain, v.exterior_color as "exteriorColor", v.interior_color as "interiorColor",
  v.description, v.features, v.images, v.location, v.zip_code as "zipCode", v.city, v.state,
  v.contact_location as "contactLocation", v.status::text as status, v.views, v.is_featured as "isFeatured",
  ${isoTimestamp(sql`v.created_at`)} as "createdAt", ${isoTimestamp(sql`v.updated_at`)} as "updatedAt",
  ${dealColumns}`;

/** What a result card shows (vehicleCardFields): no description or features to read, and the first photo only. */
const cardColumns = sql`
  v.id, v.make, v.model, v.year, v.trim, v.mileage, v.price::text as price, v.condition::text as condition,
  v.body_type::text as "bodyType", jsonb_path_query_array(v.images, '$[0]') as images, v.location, v.city, v.state,
  v.status::text as status, v.is_featured as "isFeatured", ${dealColumns}`;

const orderBy: Record<Exclude<SortOption, 'distance'>, SQL> = {
  created_desc: sql`v.created_at desc, v.id desc`,
  created_asc: sql`v.created_at asc, v.id asc`,
  price_asc: sql`v.price asc, v.id asc`,
  price_desc: sql`v.price desc, v.id desc`,
  year_desc: sql`v.year desc, v.id desc`,
  year_asc: sql`v.year asc, v.id asc`,
  mileage_asc: sql`v.mileage asc, v.id asc`,
  mileage_desc: sql`v.mileage desc, v.id desc`,
  views_desc: sql`v.views desc, v.id desc`,
  views_asc: sql`v.views asc, v.id asc`,
  // Biggest recent drop first, then the rest newest first (their drop is null: not ordered among themselves).
  price_drop_desc: sql`v.price_drop desc nulls last, v.id desc`,
};

/** The filters that decide which listings match (not their order or page): the key of a cached total. */
export function matchKey(filters: SearchParams): string {
  return JSON.stringify(matchingParams(filters));
}

const totals = new VersionedCache<number>(2000);

/**
 * The two statements of a search: the page of rows and the total (the benchmark's floor runs the same). The page is
 * chosen on ids first and its columns read after, for 30 listings only: where an index holds everything the filter
 * and the order need (the radius search's coordinates), choosing reads no listing at all. The count stops one past
 * EXACT_TOTAL_LIMIT, so a broad search reads at most that many index entries instead of every match; a search the
 * kept counts can total (keptTotal.ts) does not run it.
 */
export function searchStatements(set: FilterSet, filters: SearchParams): { rows: SQL; count: SQL } {
  if (filters.sortBy === 'distance' && !set.point) {
    throw new InvalidInputError('Sorting by distance needs a location', [
      { path: 'sortBy', message: 'Enter a ZIP code or "City, ST" first' },
    ]);
  }
  const where = whereClause(set);
  const offset = (filters.page - 1) * filters.limit;
  const distance = set.point ? sql`, ${distanceFrom(set.point)} as distance` : sql``;
  const sortBy = filters.sortBy;
  const byDistance = sortBy === 'distance';
  const order = sortBy === 'distance' ? sql`distance asc, v.id asc` : orderBy[sortBy];
  return {
    rows: sql`
      with page as (
        select v.id${distance} from vehicles v
        where ${where}
        order by ${order}
        limit ${filters.limit} offset ${offset}
      )
      select ${filters.view === 'card' ? cardColumns : publicColumns}${set.point ? sql`, page.distance` : sql``}
      from page join vehicles v on v.id = page.id
      order by ${byDistance ? sql`page.distance asc, v.id asc` : order}`,
    count: sql`
      select count(*)::int as total from (
        select from vehicles v where ${countWhere(set)} limit ${EXACT_TOTAL_LIMIT + 1}
      ) matched`,
  };
}

/** A count made by searchStatements' count, as a response says it. */
export function countedTotal(counted: number): CountedTotal {
  return counted > EXACT_TOTAL_LIMIT
    ? { total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true }
    : { total: counted, totalIsLowerBound: false };
}

/** `version`: the listings version of the search's scope (scopeOf), if read before it began; its total reuses it. */
export async function searchVehicles(
  payload: Payload,
  filters: SearchParams,
  version?: string,
): Promise<SearchResponse<Vehicle | VehicleCardData>> {
  const set = await filterSet(payload, filters);
  const statements = searchStatements(set, filters);
  const scope = scopeOf(filters);
  const [rows, total] = await Promise.all([
    runPreparedSql<Record<string, unknown>>(payload, statements.rows),
    totals.get(
      payload,
      matchKey(filters),
      async (totalVersion) => {
        const kept = await keptTotal(payload, set, filters, scope === 'all' ? totalVersion : undefined);
        if (kept !== undefined) return kept;
        const counted = await runPreparedSql<{ total: number }>(payload, statements.count);
        return counted[0]?.total ?? 0;
      },
      scope,
      version,
    ),
  ]);
  const vehicles = rows.map((row) =>
    vehicleView({
      ...row,
      distance: row.distance === undefined ? undefined : Math.round(Number(row.distance) * 10) / 10,
    }),
  );
  return {
    vehicles: filters.view === 'card' ? vehicles.map(cardView) : vehicles,
    ...countedTotal(total),
    page: filters.page,
    limit: filters.limit,
  };
}

interface LatestOptions {
  limit: number;
  featuredOnly?: boolean;
}

/** Newest approved listings, optionally only featured ones (home page sections). */
export async function latestVehicles(payload: Payload, options: LatestOptions): Promise<Vehicle[]> {
  const featured = options.featuredOnly ? sql` and v.is_featured` : sql``;
  const rows = await runPreparedSql<Record<string, unknown>>(
    payload,
    sql`
    select ${publicColumns} from vehicles v
    where v.status = 'approved'${featured}
    order by v.created_at desc, v.id desc
    limit ${options.limit}`,
  );
  return rows.map((row) => vehicleView(row));
}
