/**
 * A comma-separated list of vehicle ids in a query string (`?ids=3,5,8`), one rule for every call that reads
 * several listings at once: blanks between commas are ignored, each entry is a vehicle id, repeats are folded
 * (first place kept), then the count is checked.
 */
import { z } from 'zod';
import { vehicleIdSchema } from './listings.ts';

export function vehicleIdListSchema({ min = 0, max, noun = 'ids' }: { min?: number; max: number; noun?: string }) {
  const range = min > 0 ? `${min} to ${max}` : `at most ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((entry) => entry.trim() !== '') : value),
    z
      .array(vehicleIdSchema, { error: 'ids must be a comma-separated list of vehicle ids' })
      // Folded before counting: a repeated id asks for the same car, not for one more.
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.number()).min(min, `Give ${range} vehicle ${noun}`).max(max, `Give ${range} vehicle ${noun}`)),
  );
}
