/**
 * A search around a point, read by place. A listing takes the coordinates of its ZIP code, so the listings within a
 * radius are those of a few hundred places, whose public listings the database keeps counted (vehicle_value_counts,
 * column 'place'). The total adds up the places' counts, and the page by distance walks the places nearest first,
 * reading each one's listings by id until the page is full: neither reads every listing inside the circle, and
 * neither reads more as listings are added where places already are.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { chosenGroups, statusCondition, whereClause, type FilterGroup, type FilterSet } from './filterConditions.ts';
import { distanceFrom, withinRadius } from './geoDistance.ts';

/**
 * The filters the walk checks on the coordinates index alone (it carries the price, year and mileage), so that a
 * place's listings are never read from the table to be left out.
 */
const onCoordinatesIndex: readonly FilterGroup[] = ['location', 'price', 'year', 'mileage'];

/** The places with public listings within the radius, with their distance, or undefined without a place chosen. */
function placesWithin(set: FilterSet): SQL | undefined {
  if (!set.point || set.radius === undefined) return undefined;
  return sql`select p.latitude, p.longitude, p.listings, ${distanceFrom(set.point, 'p')} as distance
    from vehicle_value_counts p
    where ${sql.join(
      [
        statusCondition(set, sql`p.status`),
        sql`p.column_name = 'place'`,
        sql`p.listings > 0`,
        ...withinRadius(set.point, set.radius, 'p'),
      ],
      sql` and `,
    )}`;
}

/** The total of a search whose only filter left is the place, as `total`; undefined for any other. */
export function placesTotal(set: FilterSet, left: FilterGroup[]): SQL | undefined {
  const places = left.length === 1 && left[0] === 'location' ? placesWithin(set) : undefined;
  return places && sql`select coalesce(sum(listings), 0)::int as total from (${places}) p`;
}

/**
 * The ids of a page of approved listings sorted by distance (then id), with their distance, as `page`: per place,
 * nearest first, its first listings by id that match (as many as the pages up to this one hold); undefined for a
 * search the walk does not answer (sold listings too, whose places are kept apart from the approved ones', or a
 * filter the coordinates index does not carry).
 */
export function nearestPage(set: FilterSet, page: { limit: number; offset: number }): SQL | undefined {
  const places = placesWithin(set);
  if (!places || set.includeSold) return undefined;
  if (chosenGroups(set, [...onCoordinatesIndex]).length) return undefined;
  // Places are joined in the order of their distance (the subquery, kept whole by `offset 0`, hands them over
  // sorted), so the join stops at the place that fills the pages, ties included: the planner, which guesses a few
  // dozen places, would otherwise join them all and sort after.
  const upTo = page.offset + page.limit;
  return sql`page as (
      select id, distance from (
        select v.id, p.distance from (${places} order by distance offset 0) p
        cross join lateral (
          select v.id from vehicles v
          where ${whereClause(set, 'location')} and v.latitude = p.latitude and v.longitude = p.longitude
          order by v.id limit ${upTo}
        ) v
        order by p.distance fetch first ${upTo} rows with ties
      ) walked
      order by distance, id
      limit ${page.limit} offset ${page.offset}
    )`;
}
