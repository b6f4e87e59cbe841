import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VehicleCardData } from '@contract/listings';
import type { SearchResponse } from '@contract/searchOptions';
import { apiRequest } from '../../lib/api';
import { SEARCH_API_PATH } from '@contract/apiPaths';
import { apiSearchParams, PAGE_SIZE, searchQueryKey, type SearchFilters } from '@contract/searchUrl';

export async function fetchSearchPage(filters: SearchFilters, page: number, limit = PAGE_SIZE) {
  const response = await apiRequest('GET', `${SEARCH_API_PATH}?${apiSearchParams(filters, page, limit)}`);
  return (await response.json()) as SearchResponse<VehicleCardData>;
}

/** The search as a query: keyed by the filter set, so any filter change starts again at page 1. */
export function searchQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: [searchQueryKey(filters)],
    queryFn: ({ pageParam }) => fetchSearchPage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: SearchResponse<VehicleCardData>, pages: SearchResponse<VehicleCardData>[]) => {
      const shown = pages.reduce((count, page) => count + page.vehicles.length, 0);
      const more = shown < last.total || last.totalIsLowerBound;
      return more && last.vehicles.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/**
 * Search results, one page of 30 at a time: Load More fetches the next page, which shows 30 more cars just as
 * raising the limit by 30 would, while each call stays under the API's limit of 100.
 */
export function useVehicleSearch(filters: SearchFilters) {
  const query = useInfiniteQuery(searchQueryOptions(filters));
  const vehicles = query.data?.pages.flatMap((page) => page.vehicles) ?? [];
  const first = query.data?.pages[0];
  return { ...query, vehicles, total: first?.total ?? 0, totalIsLowerBound: first?.totalIsLowerBound ?? false };
}
