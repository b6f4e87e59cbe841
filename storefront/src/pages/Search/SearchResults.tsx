import { formatCount, formatTotal } from '@contract/format';
import { PAGE_SIZE, type SearchFilters } from '@contract/searchUrl';
import { useVehicleSearch } from '../../features/search/useVehicleSearch';
import { VehicleGrid } from '../../features/vehicles/VehicleGrid';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/buttonStyles';
import { SearchIcon } from '../../ui/icons';
import { useHydrated } from '../../ui/useMediaQuery';

interface SearchResultsProps {
  filters: SearchFilters;
  hasFilters: boolean;
  onClear: () => void;
}

/** The result count, the grid with its 30 placeholders, Load More (+30), the empty state and a failed search. */
export function SearchResults({ filters, hasFilters, onClear }: SearchResultsProps) {
  const search = useVehicleSearch(filters);
  // In a page the server drew, a tap before the app has taken it over would be lost: the button waits for the app.
  const hydrated = useHydrated();

  if (search.isError) {
    return (
      <div role="alert" className="mt-10 rounded-lg border border-line bg-surface p-8 text-center">
        <h2 className="text-lg font-semibold">The search could not be run</h2>
        <p className="mt-2 text-sm text-muted">{errorMessage(search.error) || 'Failed to search vehicles'}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => void search.refetch()} className={buttonClass('primary', 'md')}>
            Try again
          </button>
          {hasFilters && (
            <button type="button" onClick={onClear} className={buttonClass('outline', 'md')}>
              Clear Search
            </button>
          )}
        </div>
      </div>
    );
  }

  if (search.isPending) {
    return (
      <div className="mt-6">
        <p role="status" className="mb-4 text-sm text-muted">
          Searching…
        </p>
        <VehicleGrid vehicles={[]} placeholders={PAGE_SIZE} />
      </div>
    );
  }

  if (search.total === 0) {
    return (
      <div className="mt-10 rounded-lg border border-dashed border-line-strong p-10 text-center">
        <SearchIcon className="mx-auto size-8 text-muted" />
        <h2 className="mt-4 text-lg font-semibold">No vehicles found</h2>
        <p className="mt-2 text-sm text-muted">Try fewer filters, another make or a wider area.</p>
        {hasFilters && (
          <button type="button" onClick={onClear} className={buttonClass('primary', 'md', 'mt-6')}>
            Clear Search
          </button>
        )}
      </div>
    );
  }

  const remaining = search.totalIsLowerBound ? PAGE_SIZE : search.total - search.vehicles.length;
  return (
    <div className="mt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          <span className="font-semibold text-ink">{formatTotal(search)}</span> vehicles found matching your search
          criteria
        </p>
        {hasFilters && (
          <button
            type="button"
            onClick={onClear}
            className="text-sm font-semibold text-ink underline underline-offset-4 hover:text-muted"
          >
            Clear Search
          </button>
        )}
      </div>
      <VehicleGrid
        label="Search results"
        vehicles={search.vehicles}
        showCertified
        priorityCount={2}
        placeholders={search.isFetchingNextPage ? Math.min(PAGE_SIZE, remaining) : 0}
      />
      {search.hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-2">
          <button
            type="button"
            onClick={() => void search.fetchNextPage()}
            disabled={!hydrated || search.isFetchingNextPage}
            className={buttonClass('outline', 'lg', 'min-w-48')}
          >
            {search.isFetchingNextPage ? 'Loading…' : 'Load More'}
          </button>
          <p className="text-xs text-muted">
            Showing {formatCount(search.vehicles.length)} of {formatTotal(search)}
          </p>
        </div>
      )}
    </div>
  );
}
