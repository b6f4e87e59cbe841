import { useState } from 'react';
import { BrandChips } from '../../features/search/BrandChips';
import { FilterPanel } from '../../features/search/FilterPanel';
import { HeaderSearchBar } from '../../features/search/HeaderSearchBar';
import {
  activeFilterCount,
  defaultFilters,
  filtersFromParams,
  paramsFromFilters,
  withFilter,
} from '@contract/searchUrl';
import { SortSelect } from '../../features/search/SortSelect';
import { useSearchFilters } from '../../features/search/useSearchFilters';
import { searchQueryOptions } from '../../features/search/useVehicleSearch';
import { SaveSearchButton } from '../../features/searches/SaveSearchButton';
import { queryClient } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { FilterIcon } from '../../ui/icons';
import { SideSheet } from '../../ui/SideSheet';
import { useHydrated, useMediaQuery } from '../../ui/useMediaQuery';
import { SearchResults } from './SearchResults';

// Opened at /search: start reading the results as soon as this code arrives, while React builds the page, rather
// than after its first render (the URL already says what to search). The page's query then finds them on its way.
// Not when the server draws the page (renderPage.tsx): it has no address bar, and its page carries the results.
if (typeof window !== 'undefined' && /^\/search\/?$/i.test(window.location.pathname)) {
  void queryClient.prefetchInfiniteQuery(
    searchQueryOptions(filtersFromParams(new URLSearchParams(window.location.search))),
  );
}

/**
 * /search: the search bar, brand chips, filter sidebar (a drawer on narrow screens), sort, count and Load More;
 * make and model selects in the filters (read from and written to the query string), the result text and Clear
 * Search.
 */
export default function SearchPage() {
  usePageTitle('Search Vehicles');
  const { filters, setFilters } = useSearchFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar is only built where it shows: on a phone the same panel lives in the drawer, and building both
  // would cost a slow phone's first paint for nothing.
  const wide = useMediaQuery('(min-width: 1024px)');
  const hydrated = useHydrated();
  const active = activeFilterCount(filters);
  const clear = () => setFilters({ ...defaultFilters, features: [], dealRating: [] });
  // The bar starts from the URL's filters: a new URL (Back, a chip) gives it fresh values.
  const barKey = paramsFromFilters(filters).toString();
  const panel = <FilterPanel filters={filters} onChange={setFilters} onClear={clear} />;

  return (
    <div>
      <section className="bg-ink">
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-6 sm:px-6 sm:pb-8 sm:pt-10 lg:px-8">
          <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">Find your next car</h1>
          <p className="mt-2 hidden text-on-ink-muted sm:block">
            Used, premium and luxury cars from sellers across the United States.
          </p>
          <div className="mt-4 sm:mt-6">
            <HeaderSearchBar key={barKey} filters={filters} onSearch={setFilters} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <BrandChips filters={filters} onChange={setFilters} />

        <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-8">
          {wide ? (
            <aside aria-label="Search filters">
              <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto pb-6 pr-1">{panel}</div>
            </aside>
          ) : (
            // Drawn on the server, the screen's width is unknown: an empty column keeps the sidebar's place on a wide
            // screen, so the results do not move when the browser puts the sidebar there.
            !hydrated && <div className="hidden lg:block" />
          )}

          <div className="min-w-0">
            {/* On a phone the sort takes a row of its own under Filters and Save this search. */}
            <div className="flex flex-wrap items-end gap-3">
              <button
                type="button"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
                // A tap before the app has taken a drawn page over would be lost.
                disabled={!hydrated}
                className={buttonClass('outline', 'md', 'shrink-0 lg:hidden')}
              >
                <FilterIcon className="size-4" />
                Filters{active > 0 ? ` (${active})` : ''}
              </button>
              <SaveSearchButton filters={filters} />
              <div className="min-w-48 flex-1 sm:ml-auto sm:flex-none">
                <SortSelect
                  value={filters.sortBy}
                  onChange={(sortBy) => setFilters(withFilter(filters, 'sortBy', sortBy))}
                  withDistance={filters.location !== ''}
                />
              </div>
            </div>
            <SearchResults filters={filters} hasFilters={active > 0} onClear={clear} />
          </div>
        </div>
      </div>

      <SideSheet
        open={drawerOpen && !wide}
        onClose={() => setDrawerOpen(false)}
        title="Filters"
        footer={
          <button type="button" onClick={() => setDrawerOpen(false)} className={buttonClass('primary', 'md', 'w-full')}>
            Show results
          </button>
        }
      >
        {panel}
      </SideSheet>
    </div>
  );
}
