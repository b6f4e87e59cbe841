import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, paramsFromFilters, type SearchFilters } from '@contract/searchUrl';

/**
 * The filter set lives in the URL: reading it here and writing it back makes every search a shareable link and
 * lets Back step through the searches. A make alias from a brand tile (?make=Mercedes) is rewritten in place to
 * the make the filters hold, so the link the user copies reads the same as the selects.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  useEffect(() => {
    const canonical = paramsFromFilters(filters);
    if (params.get('make') && params.get('make') !== canonical.get('make')) setParams(canonical, { replace: true });
  }, [filters, params, setParams]);

  const setFilters = useCallback(
    (next: SearchFilters, options?: { replace?: boolean }) => setParams(paramsFromFilters(next), options),
    [setParams],
  );

  return { filters, setFilters };
}
