/** Distances for the radius search: a bounding box an index can answer, then the exact great-circle distance. */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { GeoPoint } from './location.ts';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.05;

/** Great-circle distance in miles from a point to each row's `latitude` and `longitude` (haversine). */
export function distanceFrom(point: GeoPoint, of = 'v'): SQL {
  const row = sql.raw(`"${of}"`);
  // Parameters are cast: in `$1 * 2` PostgreSQL would otherwise infer an integer.
  const latitude = sql`${point.latitude}::float8`;
  const longitude = sql`${point.longitude}::float8`;
  return sql`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(sqrt(
    power(sin(radians(${row}.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${row}.latitude)) * power(sin(radians(${row}.longitude - ${longitude}) / 2), 2)
  )))`;
}

/** The corners of a box around the circle. */
export function boundingBoxDegrees(
  point: GeoPoint,
  miles: number,
): { south: number; north: number; west: number; east: number } {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const longitudeDelta =
    miles / (MILES_PER_DEGREE_LATITUDE * Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01));
  return {
    south: point.latitude - latitudeDelta,
    north: point.latitude + latitudeDelta,
    west: point.longitude - longitudeDelta,
    east: point.longitude + longitudeDelta,
  };
}

/**
 * The rows within `miles` of the point: the box around the circle, so the latitude/longitude index skips most rows,
 * then the exact distance.
 */
export function withinRadius(point: GeoPoint, miles: number, of = 'v'): SQL[] {
  const box = boundingBoxDegrees(point, miles);
  const row = sql.raw(`"${of}"`);
  return [
    sql`${row}.latitude between ${box.south}::float8 and ${box.north}::float8
    and ${row}.longitude between ${box.west}::float8 and ${box.east}::float8`,
    sql`${distanceFrom(point, of)} <= ${miles}::float8`,
  ];
}
