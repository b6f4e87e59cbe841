import { Link } from 'react-router-dom';
import { AccountSavedGrid } from '../../features/saved/AccountSavedGrid';
import { useSavedVehicles } from '../../features/saved/useSavedVehicles';
import { VehicleGrid } from '../../features/vehicles/VehicleGrid';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { HeartIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';

/**
 * /saved, reachable from the header and the dashboard: a visitor's cars saved in this browser (localStorage); a
 * signed-in buyer's kept in the account, with sold and no-longer-listed ones marked and any drop since saving.
 */
export default function SavedPage() {
  usePageTitle('Saved Vehicles');
  const saved = useSavedVehicles();
  // A visitor's saved ids whose listing is gone (sold and removed, unpublished) are not shown; the account keeps
  // them, marked.
  // The account's list may be loading before any id is known: a row of placeholders then.
  const loadingCount = saved.ids.length || 3;
  const count = saved.isLoading ? loadingCount : saved.inAccount ? saved.entries.length : saved.vehicles.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Saved Vehicles</h1>
      <p className="mt-2 text-muted">
        {saved.inAccount
          ? 'Kept in your account: the same list on every device where you sign in.'
          : 'Saved on this device only: they are kept in this browser, not in your account.'}
      </p>
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
        ) : saved.inAccount ? (
          <AccountSavedGrid entries={saved.entries} placeholders={saved.isLoading ? count : 0} />
        ) : (
          <VehicleGrid label="Saved vehicles" vehicles={saved.vehicles} placeholders={saved.isLoading ? count : 0} />
        )}
      </div>
    </div>
  );
}
