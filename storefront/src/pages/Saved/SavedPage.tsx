import { Link } from 'react-router-dom';
import { useSavedVehicles } from '../../features/saved/useSavedVehicles';
import { VehicleGrid } from '../../features/vehicles/VehicleGrid';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { HeartIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';

/** /saved: the cars saved in this browser (localStorage), reachable from the header and the dashboard. */
export default function SavedPage() {
  usePageTitle('Saved Vehicles');
  const saved = useSavedVehicles();
  // Saved ids whose listing is gone (sold and removed, unpublished) are not shown.
  const count = saved.isLoading ? saved.ids.length : saved.vehicles.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Saved Vehicles</h1>
      <p className="mt-2 text-muted">Saved on this device only: they are kept in this browser, not in your account.</p>
      <div className="mt-8">
        {saved.isError ? (
          <LoadError
            title="Your saved vehicles could not be loaded"
            error={saved.error}
            onRetry={() => void saved.refetch()}
          />
        ) : count === 0 ? (
          <div className="rounded-lg border border-dashed border-line-strong p-10 text-center">
            <HeartIcon className="mx-auto size-8 text-muted" />
            <h2 className="mt-4 text-lg font-semibold">No saved vehicles yet</h2>
            <p className="mt-2 text-sm text-muted">Tap the heart on any car to keep it here.</p>
            <Link to="/search" className={buttonClass('primary', 'md', 'mt-6')}>
              Browse Vehicles
            </Link>
          </div>
        ) : (
          <VehicleGrid label="Saved vehicles" vehicles={saved.vehicles} placeholders={saved.isLoading ? count : 0} />
        )}
      </div>
    </div>
  );
}
