/**
 * Counts under a price range from the listings the database keeps counted per make, year and $1,000 step of price
 * (vehicle_make_price_steps, migration make_price_steps): the steps wholly inside the range are added up, at most one
 * kept row per make, year and step however many listings there are, and only the listings of the partial steps at
 * its two edges are counted, each a short range of an index on price. Two counts are read so:
 * - the total of a make within the range (and a year range, if one is chosen): counting every listing of the make
 *   in the range read five times the index entries at 1,000,000 listings as at 200,000;
 * - the sidebar's make facet under the range alone (every filter but the make's): counting it read every listing in
 *   the range, a sequential scan of a third of them.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { SearchParams } from '../../../contract/search.ts';
import { keyOf, type Facet } from './facet.ts';
import {
  chosenGroups,
  listingsWhere,
  statusCondition,
  whereClause,
  type FilterGroup,
  type FilterSet,
} from './filterConditions.ts';

/** The width of a kept step of price, as the migration's vehicle_price_step() cuts them. */
const PRICE_STEP = 1000;

type Prices = Pick<SearchParams, 'minPrice' | 'maxPrice'>;

/** The kept steps wholly inside a price range, each end open when the range is; undefined if none is. */
interface WholeSteps {
  first?: number;
  last?: number;
}

/**
 * Step s holds the prices of [1000 s, 1000 (s + 1)): whole inside the range from the first step at or above the lower
 * bound to the last one that ends at or below the upper bound. A range too narrow to hold a whole step has none (its
 * listings are fewer than two steps' and counted).
 */
function wholeSteps({ minPrice, maxPrice }: Prices): WholeSteps | undefined {
  const first = minPrice === undefined ? undefined : Math.ceil(minPrice / PRICE_STEP);
  const last = maxPrice === undefined ? undefined : Math.floor(maxPrice / PRICE_STEP) - 1;
  return first !== undefined && last !== undefined && first > last ? undefined : { first, last };
}

/** The kept steps' conditions on status, a year range when `left` holds one, and the whole steps. */
function stepConditions(set: FilterSet, left: FilterGroup[], { first, last }: WholeSteps): SQL[] {
  return [
    statusCondition(set, sql`status`),
    ...(left.includes('year') ? (set.kept.year?.conditions(sql`year`) ?? []) : []),
    ...(first === undefined ? [] : [sql`price_step >= ${first}`]),
    ...(last === undefined ? [] : [sql`price_step <= ${last}`]),
  ];
}

/**
 * The listings of each partial step, as `v` after FROM: `where` (which holds the range's own bound on one side) and
 * the whole steps' bound on the other.
 */
function edgeListings(set: FilterSet, where: SQL, { first, last }: WholeSteps): SQL[] {
  return [
    ...(first === undefined ? [] : [listingsWhere(set, sql`${where} and v.price < ${first * PRICE_STEP}`)]),
    ...(last === undefined ? [] : [listingsWhere(set, sql`${where} and v.price >= ${(last + 1) * PRICE_STEP}`)]),
  ];
}

/** Whether filters `left` are a price range and at most a year range and `required`, all the kept steps can apply. */
const stepsAnswer = (left: FilterGroup[], required: FilterGroup[]) =>
  left.includes('price') &&
  required.every((group) => left.includes(group)) &&
  left.every((group) => group === 'price' || group === 'year' || required.includes(group));

/**
 * The total, as `total`, of a search whose filters left (`left`, those leaving out no listing set aside as `idle`)
 * are a make, a price range and at most a year range; undefined for any other, and for a range holding no whole step.
 */
export function priceStepsTotal(set: FilterSet, left: FilterGroup[], idle: FilterGroup[], prices: Prices) {
  const make = set.kept.make;
  const steps = wholeSteps(prices);
  if (!make || !steps || !stepsAnswer(left, ['make'])) return undefined;
  const conditions = [...make.conditions(sql`make`), ...stepConditions(set, left, steps)];
  const parts = [
    sql`(select coalesce(sum(listings), 0) from vehicle_make_price_steps where ${sql.join(conditions, sql` and `)})`,
    ...edgeListings(set, whereClause(set, ...idle), steps).map((listings) => sql`(select count(*) from ${listings})`),
  ];
  return sql`select (${sql.join(parts, sql` + `)})::int as total`;
}

/**
 * The make facet's groups (`key`, `derived` and `count`, in the order of their keys, as a pass over the listings
 * gives them) under every filter but those left out (the make's own), when those are a price range and at most a
 * year range; undefined for any other, and for a range holding no whole step.
 */
export function priceStepsMakes(set: FilterSet, leftOut: FilterGroup[], make: Facet, prices: Prices) {
  const steps = wholeSteps(prices);
  const left = chosenGroups(set, leftOut);
  if (!steps || make.column.name !== 'make' || !make.ofGroup || !stepsAnswer(left, [])) return undefined;
  const parts = [
    sql`select make, listings from vehicle_make_price_steps where ${sql.join(stepConditions(set, left, steps), sql` and `)}`,
    ...edgeListings(set, whereClause(set, ...leftOut), steps).map((listings) => sql`select v.make, 1 from ${listings}`),
  ];
  const key = keyOf(make, sql`make`);
  return sql`
    select ${key} as key, ${make.ofGroup(key)} as derived, sum(listings)::int as count
    from (${sql.join(parts, sql` union all `)}) steps
    group by ${key} having sum(listings) > 0 order by ${key}`;
}
