/**
 * The total of a make within a price range (and a year range, if one is chosen) from the listings the database keeps
 * counted per make, year and $1,000 step of price (vehicle_make_price_steps, migration make_price_steps): the steps
 * wholly inside the range are added up, at most one kept row per year and step however many listings there are, and
 * only the listings of the partial steps at its two edges are counted, each a short range of the index on make and
 * price. Counting every listing of the make in the range read five times the index entries at 1,000,000 listings as
 * at 200,000.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { SearchParams } from '../../../contract/search.ts';
import { listingsWhere, statusCondition, whereClause, type FilterGroup, type FilterSet } from './filterConditions.ts';

/** The width of a kept step of price, as the migration's vehicle_price_step() cuts them. */
const PRICE_STEP = 1000;

/** The filters a total from the steps can apply: a make and a price range are required. */
const answered: readonly FilterGroup[] = ['make', 'price', 'year'];

/**
 * The total, as `total`, of a search whose filters left (`left`, those leaving out no listing set aside as `idle`)
 * are a make, a price range and at most a year range; undefined for any other, and for a range too narrow to hold a
 * whole step (its listings are fewer than two steps' and counted).
 */
export function priceStepsTotal(
  set: FilterSet,
  left: FilterGroup[],
  idle: FilterGroup[],
  { minPrice, maxPrice }: Pick<SearchParams, 'minPrice' | 'maxPrice'>,
): SQL | undefined {
  const make = set.kept.make;
  if (!make || !left.includes('make') || !left.includes('price')) return undefined;
  if (left.some((group) => !answered.includes(group))) return undefined;
  // Step s holds the prices of [1000 s, 1000 (s + 1)): whole inside the range from the first step at or above the
  // lower bound to the last one that ends at or below the upper bound.
  const firstWhole = minPrice === undefined ? undefined : Math.ceil(minPrice / PRICE_STEP);
  const lastWhole = maxPrice === undefined ? undefined : Math.floor(maxPrice / PRICE_STEP) - 1;
  if (firstWhole !== undefined && lastWhole !== undefined && firstWhole > lastWhole) return undefined;

  const stepConditions = [
    statusCondition(set, sql`status`),
    ...make.conditions(sql`make`),
    ...(left.includes('year') ? (set.kept.year?.conditions(sql`year`) ?? []) : []),
    ...(firstWhole === undefined ? [] : [sql`price_step >= ${firstWhole}`]),
    ...(lastWhole === undefined ? [] : [sql`price_step <= ${lastWhole}`]),
  ];
  const where = whereClause(set, ...idle);
  const parts = [
    sql`(select coalesce(sum(listings), 0) from vehicle_make_price_steps where ${sql.join(stepConditions, sql` and `)})`,
    // The listings of each partial step: the range's own bound on one side, the whole steps' on the other.
    ...(firstWhole === undefined
      ? []
      : [sql`(select count(*) from ${listingsWhere(set, sql`${where} and v.price < ${firstWhole * PRICE_STEP}`)})`]),
    ...(lastWhole === undefined
      ? []
      : [
          sql`(select count(*) from ${listingsWhere(set, sql`${where} and v.price >= ${(lastWhole + 1) * PRICE_STEP}`)})`,
        ]),
  ];
  return sql`select (${sql.join(parts, sql` + `)})::int as total`;
}
