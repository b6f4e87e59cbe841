import { Link } from 'react-router-dom';
import { vehicleName } from '@contract/format';
import type { SellerListing } from '../../features/listings/sellerListing';
import { cn } from '../../lib/cn';

const action =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-ink hover:bg-surface disabled:opacity-60';

/**
 * View, edit, delete. View goes to the detail page (the owner sees it in any status); edit uses the dashboard's
 * reading of the edit route, /create-listing?edit={id}.
 */
export function ListingActions({
  listing,
  deleting,
  onDelete,
}: {
  listing: SellerListing;
  deleting: boolean;
  onDelete: () => void;
}) {
  const name = vehicleName(listing);
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link to={`/vehicles/${listing.id}`} aria-label={`View ${name}`} className={action}>
        View
      </Link>
      <Link to={`/create-listing?edit=${listing.id}`} aria-label={`Edit ${name}`} className={action}>
        Edit
      </Link>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
        className={cn(action, 'text-danger hover:bg-danger-soft')}
      >
        {deleting ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}
