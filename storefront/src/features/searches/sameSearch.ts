/**
 * Whether the search on screen is one the buyer already saved. The server stores a query in its own canonical form
 * (contract/savedSearches' canonicalQuery, which needs zod); here both sides go through the search page's own
 * reading of a URL instead, so the search page can tell without loading the contract's schemas.
 */
import { searchDefaults } from '@contract/searchOptions';
import type { SavedSearch } from '@contract/savedSearches';
import { facetParams, filtersFromParams, type SearchFilters } from '@contract/searchUrl';

/** The filters as one comparable string: no sort, no default radius, parameters in one order. */
export function searchKey(filters: SearchFilters): string {
  const params = facetParams(filters);
  if (params.get('radius') === String(searchDefaults.radius)) params.delete('radius');
  // Lists (features, deal ratings) in any order are the same search.
  const entries = [...params.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  return new URLSearchParams(entries).toString();
}

/** The saved search that finds the same cars as `filters`, if any. */
export function findSavedSearch(saved: readonly SavedSearch[], filters: SearchFilters): SavedSearch | undefined {
  const key = searchKey(filters);
  return saved.find((search) => searchKey(filtersFromParams(new URLSearchParams(search.query))) === key);
}
