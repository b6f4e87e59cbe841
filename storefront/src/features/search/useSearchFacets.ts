import { useQuery } from '@tanstack/react-query';
import type { FacetsResponse } from '@contract/facets';
import { facetParams, type SearchFilters } from '@contract/searchUrl';

const FACETS_URL = '/api/vehicles/facets';

/**
 * How many listings each sidebar option would find, for the same filters as the results. Keyed by the filters alone
 * (the sort changes no count), so each filter state is asked once and kept; the results never wait for it.
 */
export function useSearchFacets(filters: SearchFilters) {
  const params = facetParams(filters).toString();
  return useQuery<FacetsResponse>({ queryKey: [params ? `${FACETS_URL}?${params}` : FACETS_URL] });
}
