/**
 * The search's orders, defaults and answer shape, free of zod on purpose: the storefront's search page needs these,
 * not the query's validation (search.ts), and zod would add about 20 KB to its first load.
 */

export const sortOptions = [
  'created_desc',
  'created_asc',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
  'views_desc',
  'views_asc',
  'price_drop_desc',
  'distance',
] as const;
export type SortOption = (typeof sortOptions)[number];

/**
 * How much of each listing an answer carries: all of its public fields, or what a result card shows
 * (`VehicleCardData`): about a third of the bytes, which a phone on a slow network and the server's writes both pay for.
 */
export const searchViews = ['full', 'card'] as const;

export const searchDefaults = { sortBy: 'created_desc', page: 1, limit: 30, radius: 25, view: 'full' } as const;
export const MAX_PAGE_SIZE = 100;

/**
 * Matches are counted exactly up to this many; a broader search says '10,000+' (counting every one of 160,000 cars
 * would cost each first search more than finding its page).
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** How many cars match: exact up to EXACT_TOTAL_LIMIT, else that limit with `totalIsLowerBound`. */
export interface CountedTotal {
  total: number;
  /** More than `total` cars match. */
  totalIsLowerBound: boolean;
}

export interface SearchResponse<V> extends CountedTotal {
  vehicles: V[];
  page: number;
  limit: number;
}
