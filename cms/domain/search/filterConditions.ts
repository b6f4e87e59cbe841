/**
 * The WHERE of search, one group of conditions per filter, so that facets can leave their own filter out
 * ('BMW (1,204)' counts BMWs under every other filter, whatever make is chosen).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { priceDropRules } from '../../../contract/priceHistory.ts';
import type { SearchParams } from '../../../contract/search.ts';
import { writtenIn } from '../../platform/db/genericPlans.ts';
import {
  allSearchFeatures,
  colorCondition,
  featureConditions,
  featureMask,
  hasFeatureBits,
  storedValues,
} from './filterValues.ts';
import { withinRadius } from './geoDistance.ts';
import { resolveLocation, type GeoPoint } from './location.ts';
import { termQuery } from './typos.ts';

export type FilterGroup =
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'mileage'
  | 'condition'
  | 'bodyType'
  | 'fuelType'
  | 'transmission'
  | 'drivetrain'
  | 'exteriorColor'
  | 'interiorColor'
  | 'features'
  | 'keyword'
  | 'location'
  | 'deal'
  | 'priceDrop';

/**
 * A filter on one column whose listings per value the database keeps (keptRows.ts), written once for both
 * places it is asked of: the listing's own column (`v.make`), and a kept value (`value`, or `amount` for a number).
 */
export interface KeptColumnFilter {
  column:
    | 'make'
    | 'year'
    | 'condition'
    | 'body_type'
    | 'fuel_type'
    | 'transmission'
    | 'drivetrain'
    | 'deal_rating'
    | 'feature_bits';
  conditions: (column: SQL) => SQL[];
}

/** The places with public listings within a radius, nearest first, and how many listings they hold between them. */
export interface NearPlaces {
  latitudes: number[];
  longitudes: number[];
  distances: number[];
  /** Each place's listings. */
  counts: number[];
  listings: number;
}

export interface FilterSet {
  groups: Partial<Record<FilterGroup, SQL[]>>;
  /** The groups chosen that are a KeptColumnFilter, so a count of them alone can read the kept counts. */
  kept: Partial<Record<FilterGroup, KeptColumnFilter>>;
  point?: GeoPoint;
  /** Miles around the point. */
  radius?: number;
  /** The places within the radius, nearest first, for a page by distance to walk (keptPlaces.ts). */
  nearPlaces?: NearPlaces;
  /** Sold cars match too (a buyer asked for them); else approved listings only. */
  includeSold?: boolean;
  /** The keyword's terms, each of which a listing's text must match. */
  terms: string[];
  /** The search features chosen, as bits of `feature_bits` (0 for none). */
  featureMask: bigint;
}

const MAX_QUERY_TERMS = 8;

/** The moment before which a price drop is no longer recent. */
export const recentDropsSince = sql`now() - make_interval(days => ${priceDropRules.recentDays})`;

/** A drop buyers are shown (shownPriceDrop): through the index on price_drop, the date checked on what it finds. */
const recentPriceDrop = [
  sql`v.price_drop >= ${priceDropRules.minimumAmount}`,
  sql`v.price_dropped_at > ${recentDropsSince}`,
];

/**
 * The words of a keyword, as the listings' text is stored (lower case, no accents). Each must start a word of the
 * listing's text (prefix match) or be one of the words it nearly matches (typos.ts): one tsquery per term, answered
 * by the GIN index on the stored full-text vector.
 */
export function keywordTerms(query: string): string[] {
  return query
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_TERMS);
}

function enumFilter(column: KeptColumnFilter['column'], values: string[] | undefined): KeptColumnFilter | undefined {
  if (!values) return undefined;
  return {
    column,
    // Compared as the listing column's enum (the values come from the catalogue), so an index on the column applies.
    conditions: (value) => [
      values.length
        ? sql`${value} in (${sql.join(
            values.map((stored) => sql`${stored}`),
            sql`, `,
          )})`
        : sql`false`,
    ],
  };
}

function range(column: SQL, min: number | undefined, max: number | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (min !== undefined) conditions.push(sql`${column} >= ${min}`);
  if (max !== undefined) conditions.push(sql`${column} <= ${max}`);
  return conditions;
}

function rangeFilter(column: SQL, min: number | undefined, max: number | undefined): SQL[] | undefined {
  const conditions = range(column, min, max);
  return conditions.length ? conditions : undefined;
}

/** The filters a count can answer from the kept counts, when one of them is all that is chosen. */
function keptColumnFilters(filters: SearchParams): FilterSet['kept'] {
  const { make, minYear, maxYear, dealRating, features } = filters;
  return {
    make: make ? { column: 'make', conditions: (value) => [sql`lower(${value}) = lower(${make})`] } : undefined,
    year:
      minYear === undefined && maxYear === undefined
        ? undefined
        : { column: 'year', conditions: (value) => range(value, minYear, maxYear) },
    condition: enumFilter('condition', storedValues('condition', filters.condition)),
    bodyType: enumFilter('body_type', storedValues('bodyType', filters.bodyType)),
    fuelType: enumFilter('fuel_type', storedValues('fuelType', filters.fuelType)),
    transmission: enumFilter('transmission', storedValues('transmission', filters.transmission)),
    drivetrain: enumFilter('drivetrain', storedValues('drivetrain', filters.drivetrain)),
    deal: dealRating?.length ? enumFilter('deal_rating', dealRating) : undefined,
    features:
      features?.length && allSearchFeatures(features)
        ? { column: 'feature_bits', conditions: (value) => [hasFeatureBits(value, featureMask(features))] }
        : undefined,
  };
}

export async function filterSet(payload: Payload, filters: SearchParams): Promise<FilterSet> {
  const kept = keptColumnFilters(filters);
  const terms = filters.query ? keywordTerms(filters.query) : [];
  const onListing = (group: FilterGroup) => {
    const filter = kept[group];
    return filter?.conditions(sql.raw(`v.${filter.column}`));
  };
  const groups: FilterSet['groups'] = {
    make: onListing('make'),
    model: filters.model ? [sql`lower(v.model) = lower(${filters.model})`] : undefined,
    year: onListing('year'),
    price: rangeFilter(sql`v.price`, filters.minPrice, filters.maxPrice),
    mileage: rangeFilter(sql`v.mileage`, filters.minMileage, filters.maxMileage),
    condition: onListing('condition'),
    bodyType: onListing('bodyType'),
    fuelType: onListing('fuelType'),
    transmission: onListing('transmission'),
    drivetrain: onListing('drivetrain'),
    exteriorColor: filters.exteriorColor ? [colorCondition(sql`v.exterior_color`, filters.exteriorColor)] : undefined,
    interiorColor: filters.interiorColor ? [colorCondition(sql`v.interior_color`, filters.interiorColor)] : undefined,
    features: filters.features?.length ? featureConditions(filters.features) : undefined,
    keyword: terms.length ? terms.map((term) => sql`v.search_vector @@ ${termQuery(term)}`) : undefined,
    deal: onListing('deal'),
    priceDrop: filters.priceDrops ? recentPriceDrop : undefined,
  };
  const base = {
    groups,
    kept,
    terms,
    includeSold: filters.includeSold,
    featureMask: featureMask(filters.features ?? []),
  };
  if (!filters.location) return base;
  const point = await resolveLocation(payload, filters.location);
  groups.location = withinRadius(point, filters.radius);
  return { ...base, point, radius: filters.radius };
}

/**
 * The set with its price range checked on each listing read, through no index on price, and estimated by the
 * planner to keep half the listings (its default for a CASE), where a range it cannot see is estimated at 0.5 %:
 * a plan blind to the range's width then walks the listings in the page's order until the page is full, where it
 * would read the range through a price index and sort all of it.
 */
export function priceCheckedOnEachListing(set: FilterSet, filters: SearchParams): FilterSet {
  const bounds = range(sql`v.price`, filters.minPrice, filters.maxPrice);
  const price = bounds.length ? [sql`case when ${sql.join(bounds, sql` and `)} then true end`] : undefined;
  return { ...set, groups: { ...set.groups, price } };
}

/** The set without some of its filters: bounds that leave out no listing, for instance, which are no filter. */
export function withoutFilters(set: FilterSet, dropped: readonly FilterGroup[]): FilterSet {
  if (!dropped.length) return set;
  const kept = <T>(record: Partial<Record<FilterGroup, T>>) =>
    Object.fromEntries(Object.entries(record).filter(([group]) => !dropped.includes(group as FilterGroup))) as Partial<
      Record<FilterGroup, T>
    >;
  return { ...set, groups: kept(set.groups), kept: kept(set.kept) };
}

/** Approved listings, and sold ones when asked for. */
export function statusCondition(set: Pick<FilterSet, 'includeSold'>, status: SQL): SQL {
  return set.includeSold ? sql`${status} in ('approved', 'sold')` : sql`${status} = 'approved'`;
}

/**
 * The listings of the set that `where` keeps (whereClause's, and what a statement adds), as `v` after FROM: the
 * table, whose indexes hold approved listings only. With sold ones, the approved and the sold are read apart, each
 * through its own partial indexes (vehicles_approved_* and their twins vehicles_sold_*), and appended. A page's parts
 * are each sorted and cut to the rows the page may need (`sorted`), so that it merges two walks in order and each walk
 * is planned knowing it stops early, instead of sorting every match. A sorted part keeps only the `columns` the page
 * reads, as sorting whole rows cost more than finding them.
 */
export function listingsWhere(set: FilterSet, where: SQL, sorted?: { order: SQL; upTo: number; columns: SQL }): SQL {
  if (!set.includeSold) return sql`vehicles v where ${where}`;
  // The status written in, not a parameter: a generic plan chooses a partial index only for a status it can read.
  const part = (status: 'approved' | 'sold') => sql`(select ${sorted?.columns ?? sql`*`} from vehicles v
    where v.status = ${sql.raw(`'${status}'`)} and ${where}${
      sorted ? sql` order by ${sorted.order} limit ${writtenIn(sorted.upTo)}` : sql``
    })`;
  return sql`(${part('approved')} union all ${part('sold')}) v`;
}

/** The filter groups chosen, but those left out. */
export function chosenGroups(set: FilterSet, leftOut: FilterGroup[]): FilterGroup[] {
  return (Object.keys(set.groups) as FilterGroup[]).filter((group) => set.groups[group] && !leftOut.includes(group));
}

/** Approved listings (and sold ones, when asked for) under every filter but the groups left out. */
export function whereClause(set: FilterSet, ...leftOut: FilterGroup[]): SQL {
  const conditions = [
    statusCondition(set, sql`v.status`),
    ...chosenGroups(set, leftOut).flatMap((group) => set.groups[group]!),
  ];
  return sql.join(conditions, sql` and `);
}

/**
 * Filters whose own index finds fewer listings than a few features do: a make, a model, a keyword, a place, a recent
 * drop. A body type or a deal rating can match tens of thousands at 200,000 listings, more than the features do.
 */
const narrowerThanFeatures: readonly FilterGroup[] = ['make', 'model', 'keyword', 'location', 'priceDrop'];

/**
 * whereClause for a statement that counts. When the search features are the narrowest filter, the count reads only
 * the index entries of listings whose features contain them: those of the feature combinations that do
 * (vehicle_feature_sets), rather than every approved listing's bits. Beside a narrower filter the planner, which
 * cannot tell how many combinations match, would still prefer them, so there the WHERE is left as it is.
 */
export function countWhere(set: FilterSet, ...leftOut: FilterGroup[]): SQL {
  const where = whereClause(set, ...leftOut);
  const chosen = chosenGroups(set, leftOut);
  if (!set.featureMask || !chosen.includes('features') || narrowerThanFeatures.some((group) => chosen.includes(group)))
    return where;
  const mask = String(set.featureMask);
  return sql`${where} and v.feature_bits = any(array(
    select bits from vehicle_feature_sets where (bits & ${mask}::bigint) = ${mask}::bigint))`;
}
