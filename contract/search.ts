/**
 * GET /api/vehicles/search: the filter set as a query string. 'any' and empty values
 * mean absent; features repeat; min/max are inclusive; sortBy takes the wider set of ten values, the biggest price
 * drop, and 'distance' when a location is given; dealRating (repeated or comma-separated) keeps listings rated so;
 * priceDrops=true keeps those with a recent price drop.
 */
import { z } from 'zod';
import { dealRatings } from './deals.ts';
import { parseMoney } from './listings.ts';
import { MAX_PAGE_SIZE, searchDefaults, searchViews, sortOptions } from './searchOptions.ts';

const absent = (value: unknown) => value === undefined || value === null || value === '' || value === 'any';
/** A query-string value: one string (the first, if repeated); 'any' and '' are absent. */
const single = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return absent(first) ? undefined : first;
};

const text = (max: number) =>
  z.preprocess(single, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    single,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );
const money = (label: string) =>
  z.preprocess(
    (value) => parseMoney(single(value)),
    z.coerce
      .number({ error: `${label} must be an amount` })
      .min(0, `${label} cannot be negative`)
      .max(1e10, `${label} is too large`)
      .optional(),
  );

/** 'true' or 'false' (absent is false). */
const flag = (name: string) =>
  z
    .preprocess(single, z.enum(['true', 'false'], { error: `${name} must be true or false` }).optional())
    .transform((value) => value === 'true');

export const searchParamsSchema = z
  .object({
    query: text(200),
    make: text(60),
    model: text(80),
    minYear: wholeNumber('minYear', 1900, 2100),
    maxYear: wholeNumber('maxYear', 1900, 2100),
    minPrice: money('minPrice'),
    maxPrice: money('maxPrice'),
    minMileage: wholeNumber('minMileage', 0, 10_000_000),
    maxMileage: wholeNumber('maxMileage', 0, 10_000_000),
    condition: text(40),
    bodyType: text(40),
    fuelType: text(40),
    transmission: text(40),
    drivetrain: text(40),
    exteriorColor: text(40),
    interiorColor: text(40),
    features: z.preprocess(
      (value) =>
        absent(value) ? undefined : (Array.isArray(value) ? value : [value]).filter((entry) => !absent(entry)),
      z
        .array(z.string().trim().min(1).max(80, 'Each feature has at most 80 characters'), {
          error: 'features must be text',
        })
        .max(25, 'At most 25 features')
        .optional(),
    ),
    dealRating: z.preprocess(
      (value) =>
        absent(value)
          ? undefined
          : (Array.isArray(value) ? value : String(value).split(',')).filter((entry) => !absent(entry)),
      z
        .array(z.enum(dealRatings, { error: `dealRating must be one of: ${dealRatings.join(', ')}` }))
        .max(4)
        .optional(),
    ),
    /** Sold cars stay out of results unless a buyer asks for them. */
    includeSold: flag('includeSold'),
    /** Only listings with a recent price drop (contract/priceHistory.ts). */
    priceDrops: flag('priceDrops'),
    location: text(120),
    radius: z.preprocess(
      single,
      z.coerce
        .number({ error: 'radius must be a number of miles' })
        .positive('radius must be positive')
        .max(3000, 'radius must be at most 3000 miles')
        .default(searchDefaults.radius),
    ),
    sortBy: z.preprocess(
      single,
      z.enum(sortOptions, { error: `sortBy must be one of: ${sortOptions.join(', ')}` }).default(searchDefaults.sortBy),
    ),
    page: z.preprocess(
      single,
      z.coerce
        .number({ error: 'page must be a number' })
        .int('page must be a whole number')
        .min(1, 'page starts at 1')
        .max(10_000, 'page must be at most 10000')
        .default(searchDefaults.page),
    ),
    limit: z.preprocess(
      single,
      z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
        .default(searchDefaults.limit),
    ),
    view: z.preprocess(
      single,
      z.enum(searchViews, { error: `view must be one of: ${searchViews.join(', ')}` }).default(searchDefaults.view),
    ),
  })
  .superRefine((filters, context) => {
    for (const [min, max] of [
      ['minYear', 'maxYear'],
      ['minPrice', 'maxPrice'],
      ['minMileage', 'maxMileage'],
    ] as const) {
      const low = filters[min];
      const high = filters[max];
      if (low !== undefined && high !== undefined && low > high) {
        context.addIssue({ code: 'custom', path: [min], message: `${min} must not be greater than ${max}` });
      }
    }
  });
export type SearchParams = z.output<typeof searchParamsSchema>;

/** The search's parameters that decide which cars match: its order, page and view do not. */
export type MatchingParams = Omit<SearchParams, 'sortBy' | 'page' | 'limit' | 'view'>;

export function matchingParams(filters: SearchParams): MatchingParams {
  const { sortBy: _sort, page: _page, limit: _limit, view: _view, ...matching } = filters;
  return matching;
}
