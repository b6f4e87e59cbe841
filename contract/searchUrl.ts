/**
 * The search screen's filter set and its two readings of the URL: the page's own query string,
 * which makes a search a shareable link that Back restores, and the query string of GET /api/vehicles/search.
 * Shared with the server, which reads a /search address the same way to send its first results with the page.
 * Pure functions, so every rule ('any' is empty, empty values and lists are omitted, changing
 * make clears model) is tested in one place.
 */
import { SEARCH_API_PATH } from './apiPaths.ts';
import { resolveSearchMake } from './catalog/searchFilters.ts';
import { dealRatings, type DealRating } from './deals.ts';
import { searchDefaults, sortOptions, type SortOption } from './searchOptions.ts';

/** Main search sort options, in the order the dropdown offers them. */
export const mainSortOptions: readonly { value: SortOption; label: string }[] = [
  { value: 'created_desc', label: 'Newest listings' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'year_desc', label: 'Year: newest first' },
  { value: 'year_asc', label: 'Year: oldest first' },
  { value: 'mileage_asc', label: 'Mileage: lowest first' },
  { value: 'mileage_desc', label: 'Mileage: highest first' },
  { value: 'views_desc', label: 'Most viewed' },
  { value: 'price_drop_desc', label: 'Price drop: biggest first' },
];

/** Offered only with a location: the API measures distances from it and refuses the sort without one. */
export const distanceSortOption: { value: SortOption; label: string } = {
  value: 'distance',
  label: 'Distance: nearest first',
};

/** Results per request; Load More adds one more page of the same size (30, then 30 more). */
export const PAGE_SIZE: number = searchDefaults.limit;

export const textFilterKeys = [
  'query',
  'make',
  'model',
  'condition',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColor',
  'interiorColor',
  'location',
] as const;
export const numberFilterKeys = [
  'minYear',
  'maxYear',
  'minPrice',
  'maxPrice',
  'minMileage',
  'maxMileage',
  'radius',
] as const;

export type TextFilterKey = (typeof textFilterKeys)[number];
export type NumberFilterKey = (typeof numberFilterKeys)[number];
export type ScalarFilterKey = TextFilterKey | NumberFilterKey;

/** Filters that are on or off: sold cars as well, only cars with a recent price drop. */
export const flagFilterKeys = ['includeSold', 'priceDrops'] as const;
export type FlagFilterKey = (typeof flagFilterKeys)[number];

/** Every filter as text ('' when unset); features and deal ratings as lists; flags off unless asked for. */
export type SearchFilters = Record<ScalarFilterKey, string> &
  Record<FlagFilterKey, boolean> & {
    features: string[];
    dealRating: DealRating[];
    sortBy: SortOption;
  };

export const defaultFilters: SearchFilters = {
  ...(Object.fromEntries([...textFilterKeys, ...numberFilterKeys].map((key) => [key, ''])) as Record<
    ScalarFilterKey,
    string
  >),
  features: [],
  dealRating: [],
  includeSold: false,
  priceDrops: false,
  sortBy: searchDefaults.sortBy,
};

const isEmpty = (value: string | null | undefined): boolean => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'any';
};

/** A whole, non-negative number as text, or '' for anything else ('abc', '-5', '1e99'). */
function cleanNumber(value: string | null): string {
  if (isEmpty(value)) return '';
  const digits = value!.trim().replace(/[$,\s]/g, '');
  if (!/^\d{1,10}(\.\d+)?$/.test(digits)) return '';
  return String(Math.floor(Number(digits)));
}

const pairs = [
  ['minYear', 'maxYear'],
  ['minPrice', 'maxPrice'],
  ['minMileage', 'maxMileage'],
] as const;

/** Known ratings from repeated or comma-separated values, once each, in the API's order (one URL per choice). */
function readDealRatings(params: URLSearchParams): DealRating[] {
  const given = new Set(
    params
      .getAll('dealRating')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase()),
  );
  return dealRatings.filter((rating) => given.has(rating));
}

/** The distance sort needs a location to measure from. */
const sortFits = (filters: SearchFilters): boolean => filters.sortBy !== 'distance' || filters.location !== '';

/**
 * Reads the filter set from a page URL. Unknown sort values (and distance without a location) fall back to the
 * default; bad numbers are dropped.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { ...defaultFilters, features: [], dealRating: readDealRatings(params) };
  for (const key of textFilterKeys) {
    const value = params.get(key);
    filters[key] = isEmpty(value) ? '' : value!.trim().slice(0, 200);
  }
  for (const key of numberFilterKeys) filters[key] = cleanNumber(params.get(key));
  // A range typed the wrong way round means the same range; the API would refuse it.
  for (const [min, max] of pairs) {
    if (filters[min] && filters[max] && Number(filters[min]) > Number(filters[max])) {
      [filters[min], filters[max]] = [filters[max], filters[min]];
    }
  }
  filters.features = [
    ...new Set(
      params
        .getAll('features')
        .map((value) => value.trim())
        .filter((value) => !isEmpty(value)),
    ),
  ];
  for (const key of flagFilterKeys) filters[key] = params.get(key) === 'true';
  const sortBy = params.get('sortBy');
  filters.sortBy = sortOptions.includes(sortBy as SortOption) ? (sortBy as SortOption) : searchDefaults.sortBy;
  if (!sortFits(filters)) filters.sortBy = searchDefaults.sortBy;
  return resolveMakeAlias(filters);
}

/**
 * Brand tiles and chips name a make as people say it: 'Mercedes' is Mercedes-Benz, 'Range Rover'
 * a Land Rover, 'Corvette' the Chevrolet Corvette. The filter holds the make (and model) the listings store.
 */
export function resolveMakeAlias(filters: SearchFilters): SearchFilters {
  if (!filters.make) return filters;
  const target = resolveSearchMake(filters.make);
  if (!target) return filters;
  return { ...filters, make: target.make, model: target.model ?? filters.model };
}

/** The page URL's query string: only what differs from the defaults, features and deal ratings repeated. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...textFilterKeys, ...numberFilterKeys]) {
    if (!isEmpty(filters[key])) params.set(key, filters[key].trim());
  }
  // The radius means nothing without a place to measure from.
  if (!filters.location) params.delete('radius');
  for (const feature of filters.features) if (!isEmpty(feature)) params.append('features', feature);
  for (const rating of dealRatings) if (filters.dealRating.includes(rating)) params.append('dealRating', rating);
  for (const key of flagFilterKeys) if (filters[key]) params.set(key, 'true');
  if (filters.sortBy !== searchDefaults.sortBy && sortFits(filters)) params.set('sortBy', filters.sortBy);
  return params;
}

/** The query string of GET /api/vehicles/facets: the filters alone, as the order of results changes no count. */
export function facetParams(filters: SearchFilters): URLSearchParams {
  const params = paramsFromFilters(filters);
  params.delete('sortBy');
  return params;
}

/**
 * The storefront's cache key for a search's pages: the filter set with its sort. The page is not part of it (Load
 * More adds pages under the same key). The server writes a /search page's first results under this key.
 */
export function searchQueryKey(filters: SearchFilters): string {
  return `${SEARCH_API_PATH}?${paramsFromFilters(filters)}&sortBy=${filters.sortBy}`;
}

/** The query string of GET /api/vehicles/search for one page of results. */
export function apiSearchParams(filters: SearchFilters, page: number, limit: number = PAGE_SIZE): URLSearchParams {
  const params = facetParams(filters);
  params.set('sortBy', sortFits(filters) ? filters.sortBy : searchDefaults.sortBy);
  params.set('page', String(page));
  params.set('limit', String(limit));
  // The results are drawn as cards: a card's fields are a third of a listing's.
  params.set('view', 'card');
  return params;
}

/** One filter changed. Choosing another make clears the model. */
export function withFilter<K extends ScalarFilterKey | 'sortBy'>(
  filters: SearchFilters,
  key: K,
  value: SearchFilters[K],
): SearchFilters {
  const next = { ...filters, [key]: value };
  if (key === 'make' && value !== filters.make) next.model = '';
  return next;
}

const toggled = <T>(list: T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

export function withFeatureToggled(filters: SearchFilters, feature: string): SearchFilters {
  return { ...filters, features: toggled(filters.features, feature) };
}

export function withDealRatingToggled(filters: SearchFilters, rating: DealRating): SearchFilters {
  return { ...filters, dealRating: toggled(filters.dealRating, rating) };
}

export function withFlagToggled(filters: SearchFilters, key: FlagFilterKey): SearchFilters {
  return { ...filters, [key]: !filters[key] };
}

/** How many filters narrow the results (the sort does not): the mobile Filters button shows it. */
export function activeFilterCount(filters: SearchFilters): number {
  const scalars = [...textFilterKeys, ...numberFilterKeys].filter((key) => key !== 'radius' && !isEmpty(filters[key]));
  const flags = flagFilterKeys.filter((key) => filters[key]).length;
  return scalars.length + filters.features.length + filters.dealRating.length + flags;
}
