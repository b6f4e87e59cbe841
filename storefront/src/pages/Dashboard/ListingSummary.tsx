import { vehicleName } from '@contract/format';
import type { SellerListing } from '../../features/listings/sellerListing';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';

/** The vehicle cell: cover photo, 'year make model', trim; and the admin's reason when the listing was rejected. */
export function ListingSummary({ listing }: { listing: SellerListing }) {
  const reason = listing.status === 'rejected' ? listing.rejectionReason?.trim() : undefined;
  return (
    <div className="flex min-w-0 items-start gap-3">
      <VehiclePhoto src={listing.images[0]} alt="" sizes="96px" className="w-24 shrink-0 rounded-md" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{vehicleName(listing)}</p>
        {listing.trim && <p className="truncate text-sm text-muted">{listing.trim}</p>}
        {reason && (
          <p className="mt-1 text-sm text-danger">
            <span className="font-semibold">Reason: </span>
            {reason}
          </p>
        )}
      </div>
    </div>
  );
}
