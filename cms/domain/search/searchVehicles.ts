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
import { plannedForItsValues, plannedOnce, writtenIn } from '../../platform/db/genericPlans.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { cardView, vehicleView } from '../vehicles/vehicleView.ts';
import { heldCouldTotal, heldTotal } from './facets.ts';
import {
  countWhere,
  filterSet,
  listingsWhere,
  priceCheckedOnEachListing,
  whereClause,
  withoutFilters,
  type FilterGroup,
  type FilterSet,
} from './filterConditions.ts';
import { distanceFrom } from './geoDistance.ts';
import { keywordAsMake } from './keywordMakes.ts';
import { nearestPage, withNearPlaces } from './keptPlaces.ts';
import { approvedListings, keptTotal } from './keptTotal.ts';
import { listingsVersion, scopeOf, VersionedCache } from './versionedCache.ts';

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

/** Each order but by distance: the column it sorts by, and the ORDER BY (ties broken by id). */
const orderBy: Record<Exclude<SortOption, 'distance'>, { column: SQL; order: SQL }> = {
  created_desc: { column: sql`v.created_at`, order: sql`v.created_at desc, v.id desc` },
  created_asc: { column: sql`v.created_at`, order: sql`v.created_at asc, v.id asc` },
  price_asc: { column: sql`v.price`, order: sql`v.price asc, v.id asc` },
  price_desc: { column: sql`v.price`, order: sql`v.price desc, v.id desc` },
  year_desc: { column: sql`v.year`, order: sql`v.year desc, v.id desc` },
  year_asc: { column: sql`v.year`, order: sql`v.year asc, v.id asc` },
  mileage_asc: { column: sql`v.mileage`, order: sql`v.mileage asc, v.id asc` },
  mileage_desc: { column: sql`v.mileage`, order: sql`v.mileage desc, v.id desc` },
  views_desc: { column: sql`v.views`, order: sql`v.views desc, v.id desc` },
  views_asc: { column: sql`v.views`, order: sql`v.views asc, v.id asc` },
  // Biggest recent drop first, then the rest newest first (their drop is null: not ordered among themselves).
  price_drop_desc: { column: sql`v.price_drop`, order: sql`v.price_drop desc nulls last, v.id desc` },
};

/** The filters that decide which listings match (not their order or page): the key of a cached total. */
export function matchKey(filters: SearchParams): string {
  return JSON.stringify(matchingParams(filters));
}

const totals = new VersionedCache<number>(2000);

export interface SearchStatements {
  rows: SQL;
  count: SQL;
  /**
   * The rows and the count in one pass over the matches, where both would read the same rows: those a keyword finds
   * through the full-text index (a listing each), or a place through the coordinates' index. Up to
   * EXACT_TOTAL_LIMIT + 1 matches are kept with the column the order needs, the page is chosen among them, and each
   * row carries how many were kept (`matched`): past the limit the page is not the search's, and `rows` must run.
   */
  rowsAndCount?: SQL;
  /**
   * The page walked in order until it is full, where `rows` is planned once and that one plan sorts every match of a
   * price range (both bounds; blind to the range's width): run instead when the total is past SORTED_MATCHES_MAX,
   * or with sold cars whenever the walk reads few listings per match (wideRangeWalked). Planned once too where the
   * walk checks every filter on the index (priceCheckedOnEachListing), elsewhere for its values.
   */
  rowsOfWideRange?: SQL;
}

/**
 * How many matches a page's generic plan sorts for about the time PostgreSQL takes to plan the page for its values
 * (0.6-0.9 ms at 200,000 listings: 17,690 Toyotas in a range took 3.9 ms sorted, 0.3 ms walked after 0.7 planned).
 */
export const SORTED_MATCHES_MAX = 3_000;

/**
 * The filters whose columns the newest-first indexes hold beside the date (a make's, and all approved listings'):
 * a page under these alone, in that order, walks one of them and reads no listing to check a filter.
 */
const HELD_BY_NEWEST_INDEXES: readonly FilterGroup[] = ['make', 'price', 'year', 'mileage'];

/**
 * The statements of a search: the page of rows and the total (the benchmark's floor runs the same). The page is
 * chosen on ids first and its columns read after, for 30 listings only: where an index holds everything the filter
 * and the order need (the radius search's coordinates), choosing reads no listing at all, and by distance it walks
 * the places nearest first (keptPlaces.ts) instead of reading every listing inside the circle. The count stops one
 * past EXACT_TOTAL_LIMIT, so a broad search reads at most that many index entries instead of every match; a search
 * the kept counts can total (keptTotal.ts) does not run it.
 */
export function searchStatements(set: FilterSet, filters: SearchParams): SearchStatements {
  if (filters.sortBy === 'distance' && !set.point) {
    throw new InvalidInputError('Sorting by distance needs a location', [
      { path: 'sortBy', message: 'Enter a ZIP code or "City, ST" first' },
    ]);
  }
  const where = whereClause(set);
  // The page alone walks the listings in order, checking a keyword on each, never through the full-text index
  // (keywordPageAmongMatches chooses between the two).
  const { keyword } = set.groups;
  const walked = keyword
    ? whereClause({ ...set, groups: { ...set.groups, keyword: keyword.map((term) => sql`(${term}) is true`) } })
    : where;
  const offset = (filters.page - 1) * filters.limit;
  const distance = set.point ? sql`, ${distanceFrom(set.point)} as distance` : sql``;
  const sortBy = filters.sortBy;
  const byDistance = sortBy === 'distance';
  const order = byDistance ? sql`distance asc, v.id asc` : orderBy[sortBy].order;
  const columns = sql`${filters.view === 'card' ? cardColumns : publicColumns}${set.point ? sql`, page.distance` : sql``}`;
  const pageRows = sql`from page join vehicles v on v.id = page.id
      order by ${byDistance ? sql`page.distance asc, v.id asc` : order}`;
  const page = (from: SQL, pageDistance: SQL) => sql`page as (
        select v.id${pageDistance} from ${from}
        order by ${order}
        limit ${writtenIn(filters.limit)} offset ${writtenIn(offset)}
      )`;
  const nearest = byDistance ? nearestPage(set, { limit: filters.limit, offset }) : undefined;
  // A page walked in order without a keyword walks the same index whatever the values (a bound, a make, a rating):
  // its generic plan is the plan, and planning it on each run cost PostgreSQL more than running it. A keyword's walk
  // may leave its order for the full-text index depending on the word, so it is planned for its values. So is a walk
  // with sold cars: a sold part that a filter leaves nearly empty (no sold listing has a deal rating) is found through
  // that filter's index, where the generic plan, blind to the values, walks every sold listing in order.
  const walkTurnsOnValues = keyword || set.includeSold;
  const walk = (query: SQL) => (walkTurnsOnValues ? query : plannedOnce(query));
  // By distance, a column of the page's own: the listings in the circle are sorted once appended.
  const walkedListings = (where: SQL) =>
    listingsWhere(
      set,
      where,
      byDistance
        ? undefined
        : {
            order,
            upTo: offset + filters.limit,
            columns: sql`v.id, ${orderBy[sortBy].column}${set.point ? sql`, v.latitude, v.longitude` : sql``}`,
          },
    );
  // A new statement each call: the rows planned once are marked so (plannedOnce), those for the values not.
  const walkedPage = (where = walked) =>
    sql`with ${page(walkedListings(where), distance)} select ${columns} ${pageRows}`;
  // Between two bounds PostgreSQL takes a range for a narrow one when blind to its values: the plan sorts it.
  const priceRange = filters.minPrice !== undefined && filters.maxPrice !== undefined;
  const sortedByPrice = sortBy === 'price_asc' || sortBy === 'price_desc';
  // A wide range, newest or oldest first under filters the date's indexes hold: the walk of one of them, checking
  // the price there, is the plan for any such range; its price hidden from the price indexes, the walk is planned
  // once. Elsewhere a walk may read a listing per index entry to check a filter, so the values choose the plan.
  const walksHeldColumns =
    (sortBy === 'created_desc' || sortBy === 'created_asc') &&
    Object.entries(set.groups).every(
      ([group, conditions]) => !conditions || HELD_BY_NEWEST_INDEXES.includes(group as FilterGroup),
    );
  // With sold cars, the walk is a wide range's plan too under a make: whatever the range, its sold part reads at most
  // the make's sold listings (without a make, up to every sold listing, where a range leaves the sold few).
  const soldWalkBounded = walksHeldColumns && Boolean(set.groups.make);
  const wideRangePage = () =>
    walksHeldColumns
      ? plannedOnce(walkedPage(whereClause(priceCheckedOnEachListing(set, filters))))
      : plannedForItsValues(walkedPage());
  const statements = {
    rows: nearest ? sql`with ${nearest} select ${columns} ${pageRows}` : walk(walkedPage()),
    ...(!nearest && !keyword && (!set.includeSold || soldWalkBounded) && priceRange && !sortedByPrice
      ? { rowsOfWideRange: wideRangePage() }
      : {}),
    count: countStatement(set),
  };
  if (!set.groups.keyword && !set.point) return statements;
  const sortColumn = byDistance ? sql`` : sql`, ${orderBy[sortBy].column}`;
  return {
    ...statements,
    rowsAndCount: sql`
      with matched as materialized (
        select v.id${sortColumn}${distance} from ${listingsWhere(set, where)} limit ${writtenIn(EXACT_TOTAL_LIMIT + 1)}
      ), ${page(sql`matched v`, set.point ? sql`, v.distance` : sql``)}
      select ${columns}, (select count(*) from matched)::int as matched ${pageRows}`,
  };
}

/** The count of a search's matches, stopping one past EXACT_TOTAL_LIMIT. */
export function countStatement(set: FilterSet): SQL {
  return sql`
      select count(*)::int as total from (
        select from ${listingsWhere(set, countWhere(set))} limit ${writtenIn(EXACT_TOTAL_LIMIT + 1)}
      ) matched`;
}

/**
 * How many index entries a page walked newest first may read for no more of PostgreSQL's CPU than planning the page
 * for its values, with sold cars under a make. At 200,000 listings the Audis between $20,000 and $45,000 (1,735
 * matches of 4,053, some 70 entries read) took 0.47 ms walked and 0.73 ms planned for their values; 306 matches (about
 * 400 entries) 0.50 ms either way; 73 matches (1,666 entries) 0.70 ms walked and 0.47 ms planned.
 */
const WALKED_ENTRIES_MAX = 250;

/**
 * For rowsAndTotal: whether a price range of `total` matches walks its page in order (rowsOfWideRange) rather than
 * planning it for its values (rows). Past SORTED_MATCHES_MAX, always. With sold cars, where `rows` is planned for its
 * values, also whenever the walk reads few entries: it reads about the listings under the other filters
 * (`unpricedTotal`, the same search without its price range) per match until the pages up to this one are full.
 */
export function wideRangeWalked(
  set: FilterSet,
  filters: SearchParams,
  unpricedTotal: () => Promise<number>,
): (total: number) => Promise<boolean> {
  return async (total) => {
    if (total > SORTED_MATCHES_MAX) return true;
    if (!set.includeSold || total === 0) return false;
    return filters.page * filters.limit * (await unpricedTotal()) <= WALKED_ENTRIES_MAX * total;
  };
}

/** The same search without its price range: what a walk through a price range reads from. */
export function unpricedSearch(set: FilterSet, filters: SearchParams): { set: FilterSet; filters: SearchParams } {
  return {
    set: withoutFilters(set, ['price']),
    filters: { ...filters, minPrice: undefined, maxPrice: undefined },
  };
}

/**
 * The page's rows and the total of a search. `total` is the caller's way to a total (cached, kept, or `count`);
 * where one pass finds both (rowsAndCount), the total is counted with the rows. When the total came from elsewhere,
 * the pass still chooses the page if `amongMatches` says so for that total (a keyword's, below); else, or when the
 * pass kept too many matches to choose the page among them, the rows run alone. Under a price range the total comes
 * first, and `walksRange` says for it which of the page's statements runs (rowsOfWideRange, or rows).
 */
export async function rowsAndTotal<S>(
  statements: { rows: S; count: S; rowsAndCount?: S; rowsOfWideRange?: S },
  run: <T>(statement: S) => Promise<T[]>,
  total: (count: () => Promise<number>) => Promise<number>,
  page: number,
  amongMatches: (total: number) => Promise<boolean> = async () => false,
  walksRange: (total: number) => Promise<boolean> = async (total) => total > SORTED_MATCHES_MAX,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const counted = (statement: S) => countedBy(run, statement);
  const { rowsAndCount, rowsOfWideRange } = statements;
  if (rowsOfWideRange) {
    // The total first, to choose the page's statement: under a price range it is held or kept, seldom counted.
    const found = await total(() => counted(statements.count));
    return { rows: await run((await walksRange(found)) ? rowsOfWideRange : statements.rows), total: found };
  }
  if (!rowsAndCount) {
    const [rows, found] = await Promise.all([
      run<Record<string, unknown>>(statements.rows),
      total(() => counted(statements.count)),
    ]);
    return { rows, total: found };
  }
  /** The pass's page, or undefined when it kept too many matches to choose it. */
  const pass = async () => {
    const rows = await run<Record<string, unknown> & { matched: number }>(rowsAndCount);
    const matched = rows[0]?.matched;
    const chosen =
      matched === undefined || matched <= EXACT_TOTAL_LIMIT ? rows.map(({ matched: _, ...row }) => row) : undefined;
    return { chosen, matched };
  };
  let chosen: Record<string, unknown>[] | undefined;
  const found = await total(async () => {
    const counts = await pass();
    // No row: no match at all, or a page past the last (whose total is not known from it).
    if (counts.matched === undefined && page > 1) return counted(statements.count);
    chosen = counts.chosen;
    return counts.matched ?? 0;
  });
  if (!chosen && (await amongMatches(found))) chosen = (await pass()).chosen;
  return { rows: chosen ?? (await run<Record<string, unknown>>(statements.rows)), total: found };
}

/** The total a count statement (countStatement) finds. */
export async function countedBy<S>(run: <T>(statement: S) => Promise<T[]>, statement: S): Promise<number> {
  return (await run<{ total: number }>(statement))[0]?.total ?? 0;
}

/**
 * For rowsAndTotal: whether a keyword search of `total` matches chooses its page among them (rowsAndCount: a read
 * per match, through the full-text index) rather than by walking the listings in the order asked until the page is
 * full (rows: a read per listing walked, the page times the listings per match, newest first). The planner cannot
 * tell a rare word from a common one, so `rows` leaves the full-text index to this choice.
 */
export function keywordPageAmongMatches(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): (total: number) => Promise<boolean> {
  return async (total) => {
    if (!set.groups.keyword || total > EXACT_TOTAL_LIMIT) return false;
    if (set.includeSold || filters.sortBy !== 'created_desc') return true;
    const walked = filters.page * filters.limit;
    return total * total < walked * (await approvedListings(payload, version));
  };
}

/** A count made by searchStatements' count, as a response says it. */
export function countedTotal(counted: number): CountedTotal {
  return counted > EXACT_TOTAL_LIMIT
    ? { total: EXACT_TOTAL_LIMIT, totalIsLowerBound: true }
    : { total: counted, totalIsLowerBound: false };
}

/**
 * A search's total, kept per version of its scope: from the held listings, else the kept counts, else `count`.
 * `version`: the listings version of the search's scope (scopeOf), if read before it began.
 */
function searchTotal(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  count: () => Promise<number>,
  version?: string,
): Promise<number> {
  const scope = scopeOf(filters);
  return totals.get(
    payload,
    matchKey(filters),
    async (totalVersion) => {
      // The held listings and the bounds' check follow the version of all listings. A make's search is kept
      // under its make's, read before: the version of all listings is read after it, once for both, so a total
      // made from them is at least as new.
      const listingsAt =
        scope === 'all'
          ? totalVersion
          : heldCouldTotal(payload, set, filters)
            ? await listingsVersion(payload)
            : undefined;
      return (
        (await heldTotal(payload, set, filters, listingsAt)) ??
        (await keptTotal(payload, set, filters, listingsAt)) ??
        count()
      );
    },
    scope,
    version,
  );
}

/** `version`: the listings version of the search's scope (scopeOf), if read before it began; its total reuses it. */
export async function searchVehicles(
  payload: Payload,
  filters: SearchParams,
  version?: string,
): Promise<SearchResponse<Vehicle | VehicleCardData>> {
  const byMake = await keywordAsMake(payload, filters, version);
  // Under the make's own version: the version read for this search is of all listings.
  if (byMake) return searchVehicles(payload, byMake);
  const scope = scopeOf(filters);
  // The version read for a search without a make is of all listings, the places' own: read once for both.
  const placesAt = scope === 'all' ? version : undefined;
  const set = await withNearPlaces(payload, await filterSet(payload, filters), filters.sortBy, placesAt);
  const statements = searchStatements(set, filters);
  const run = <T>(statement: SQL) => runPreparedSql<T>(payload, statement);
  const { rows, total } = await rowsAndTotal(
    statements,
    run,
    (count) => searchTotal(payload, set, filters, count, version),
    filters.page,
    keywordPageAmongMatches(payload, set, filters, scope === 'all' ? version : undefined),
    wideRangeWalked(set, filters, () => {
      const unpriced = unpricedSearch(set, filters);
      return searchTotal(
        payload,
        unpriced.set,
        unpriced.filters,
        () => countedBy(run, countStatement(unpriced.set)),
        version,
      );
    }),
  );
  return {
    vehicles: filters.view === 'card' ? rows.map(cardView) : rows.map((row) => vehicleView(row)),
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
