/**
 * Several vehicle ids at once, one rule per place they come from. In a query string (`?ids=3,5,8`, calls that read
 * several listings): blanks between commas are ignored, each entry is a vehicle id, repeats are folded (first place
 * kept), then the count is checked. In a JSON body (a browser's list merged into the account): numbers only.
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

/** A JSON array of vehicle ids (numbers, not text: a body is typed), at most `max`, as a browser's list sends it. */
export function vehicleIdArraySchema({ max }: { max: number }) {
  return z
    .array(
      z
        .number({ error: 'Each id must be a vehicle id (a number)' })
        .int('Each id must be a whole number')
        .positive('Each id must be positive')
        .max(2_147_483_647, 'The vehicle id is too large'),
      { error: 'ids must be a list of vehicle ids' },
    )
    .max(max, `At most ${max} ids`);
}
