/**
 * A search around a point, read by place. A listing takes the coordinates of its ZIP code, so the listings within a
 * radius are those of a few hundred places, whose public listings the database keeps counted (vehicle_value_counts,
 * column 'place'). Those places, nearest first, are read once per point, radius and listings version and kept: the
 * total adds up their counts, and the page by distance walks them nearest first, reading each one's listings by id
 * until the page is full. Neither reads every listing inside the circle, and neither reads more as listings are
 * added where places already are; a new search around a kept point reads no place again.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import {
  chosenGroups,
  statusCondition,
  whereClause,
  type FilterGroup,
  type FilterSet,
  type NearPlaces,
} from './filterConditions.ts';
import { distanceFrom, withinRadius } from './geoDistance.ts';
import { VersionedCache } from './versionedCache.ts';

/**
 * The filters the walk checks on the coordinates index alone (it carries the price, year and mileage), so that a
 * place's listings are never read from the table to be left out.
 */
const onCoordinatesIndex: readonly FilterGroup[] = ['location', 'price', 'year', 'mileage'];

/**
 * Whether a page by distance walks the places: not with sold listings, whose places are kept apart from the approved
 * ones', nor under a filter the coordinates index does not carry (those take the pass that reads every match).
 */
const walksPlaces = (set: FilterSet): boolean => !set.includeSold && !chosenGroups(set, [...onCoordinatesIndex]).length;

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

/** About 400 places within 50 miles of a city: some 10 KB each. */
const NEAR_PLACES_KEPT = 500;
const nearPlacesKept = new VersionedCache<NearPlaces>(NEAR_PLACES_KEPT);

/**
 * The places within the set's radius, as of the version of all listings (`version`, if the caller has read it), or
 * undefined without a place chosen.
 */
export function nearPlaces(payload: Payload, set: FilterSet, version?: string): Promise<NearPlaces> | undefined {
  const places = placesWithin(set);
  if (!places || !set.point) return undefined;
  const key = `${set.includeSold ?? false} ${set.point.latitude} ${set.point.longitude} ${set.radius}`;
  const read = async (): Promise<NearPlaces> => {
    const rows = await runPreparedSql<{ latitude: number; longitude: number; distance: number; listings: number }>(
      payload,
      sql`${places} order by distance`,
    );
    return {
      latitudes: rows.map((row) => row.latitude),
      longitudes: rows.map((row) => row.longitude),
      distances: rows.map((row) => row.distance),
      counts: rows.map((row) => Number(row.listings)),
      listings: rows.reduce((sum, row) => sum + Number(row.listings), 0),
    };
  };
  return nearPlacesKept.get(payload, key, read, 'all', version);
}

/** Whether a search's total is its places' listings: the place is the only filter left. */
export const placeAlone = (left: FilterGroup[]): boolean => left.length === 1 && left[0] === 'location';

/**
 * The set with the places its page by distance walks (nearestPage), when it has one. `version`: the version of all
 * listings, if the caller has read it.
 */
export async function withNearPlaces(
  payload: Payload,
  set: FilterSet,
  sortBy: string,
  version?: string,
): Promise<FilterSet> {
  if (sortBy !== 'distance' || !walksPlaces(set)) return set;
  const places = nearPlaces(payload, set, version);
  return places ? { ...set, nearPlaces: await places } : set;
}

/**
 * Under a price, year or mileage bound, not every listing of a place matches: the places sent hold this many times
 * the pages' listings, so that a bound keeping a quarter of them still fills the pages from those places, and only
 * a narrower one reads the places beyond. A place sent costs about 1.3 µs (385 places took 0.5 ms more than 12).
 */
const BOUNDED_FILL_FACTOR = 4;

/**
 * How many of the nearest places hold `upTo` listings between them, with every place as far as the last of those:
 * the places whose listings fill the pages up to this one when no filter leaves any of them out.
 */
function placesThatFill(places: NearPlaces, upTo: number): number {
  let taken = 0;
  for (let held = 0; taken < places.counts.length && held < upTo; taken++) held += places.counts[taken];
  while (taken > 0 && taken < places.distances.length && places.distances[taken] === places.distances[taken - 1])
    taken++;
  return taken;
}

/**
 * The ids of a page of approved listings sorted by distance (then id), with their distance, as `page`: per place,
 * nearest first, its first listings by id that match (as many as the pages up to this one hold); undefined for a
 * search the walk does not answer, or whose places were not read (withNearPlaces). Only the nearest places whose
 * kept counts fill the pages are sent; the places past them are read, from the kept counts, only when a filter (or a
 * listing gone since the places were read) leaves those short.
 */
export function nearestPage(set: FilterSet, page: { limit: number; offset: number }): SQL | undefined {
  const places = set.nearPlaces;
  if (!places || !walksPlaces(set)) return undefined;
  const upTo = page.offset + page.limit;
  // Past `walksPlaces`, every filter but the place is a price, year or mileage bound.
  const bounded = chosenGroups(set, ['location']).length > 0;
  const taken = placesThatFill(places, bounded ? upTo * BOUNDED_FILL_FACTOR : upTo);
  const column = (values: number[]) => sql`${sql.param(values.slice(0, taken))}::float8[]`;
  const listingsAt = sql`select v.id from vehicles v
    where ${whereClause(set, 'location')} and v.latitude = p.latitude and v.longitude = p.longitude
    order by v.id limit ${upTo}`;
  const farther = placesWithin(set);
  const beyond =
    farther && taken < places.distances.length
      ? sql`union all
          select latitude, longitude, distance from (${farther}) far
          where distance > ${places.distances[taken - 1] ?? -1}::float8
            and (select count(*) from (
              select from nearest p cross join lateral (${listingsAt}) v limit ${upTo}
            ) walked) < ${upTo}`
      : sql``;
  // Places are joined in the order of their distance (the subquery, kept whole by `offset 0`, hands them over
  // sorted), so the join stops at the place that fills the pages, ties included: the planner, which guesses a
  // hundred places, would otherwise join them all and sort after.
  return sql`nearest as (
      select * from unnest(${column(places.latitudes)}, ${column(places.longitudes)}, ${column(places.distances)})
        as p(latitude, longitude, distance)
    ), page as (
      select id, distance from (
        select v.id, p.distance from (
          select latitude, longitude, distance from nearest
          ${beyond}
          order by distance offset 0
        ) p
        cross join lateral (${listingsAt}) v
        order by p.distance fetch first ${upTo} rows with ties
      ) walked
      order by distance, id
      limit ${page.limit} offset ${page.offset}
    )`;
}
