/**
 * A search location: a US ZIP code or 'City, ST'. Answers the point to measure distances from; a 'City, ST' with
 * several ZIP codes is the centre of them.
 */
import type { Payload } from 'payload';
import { InvalidInputError } from '../errors.ts';
import { poolOf } from '../../platform/db/pool.ts';
import { lookupZip } from '../../platform/geo/zipCodes.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const CITY_STATE = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/;

export async function resolveLocation(payload: Payload, location: string): Promise<GeoPoint> {
  const trimmed = location.trim();
  if (/^\d{5}$/.test(trimmed)) {
    const place = await lookupZip(payload, trimmed);
    if (place) return place;
  } else {
    const match = CITY_STATE.exec(trimmed);
    if (match) {
      const result = await poolOf(payload).query<{ latitude: number | null; longitude: number | null }>(
        'select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude from zip_codes where lower(city) = lower($1) and state = upper($2)',
        [match[1], match[2]],
      );
      const point = result.rows[0];
      if (point?.latitude != null && point.longitude != null)
        return { latitude: point.latitude, longitude: point.longitude };
    }
  }
  throw new InvalidInputError(`Unknown location "${trimmed}": enter a US ZIP code or "City, ST"`, [
    { path: 'location', message: 'Enter a US ZIP code or "City, ST"' },
  ]);
}
