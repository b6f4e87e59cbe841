import { vehicleTitle } from '@contract/format';
import { reviewNote } from '../../features/listings/listingReview';
import type { SellerListing } from '../../features/listings/sellerListing';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';

/**
 * The vehicle cell: cover photo, 'year make model trim' (the model once); a change under review or turned down; and
 * the admin's reason when the listing or a change was not approved.
 */
export function ListingSummary({ listing }: { listing: SellerListing }) {
  const note = reviewNote(listing);
  const change = listing.changeReview ? note : null;
  const reason = note?.reason;
  return (
    <div className="flex min-w-0 items-start gap-3">
      <VehiclePhoto src={listing.images[0]} alt="" sizes="96px" className="w-24 shrink-0 rounded-md" />
      <div className="min-w-0">
        <p className="line-clamp-2 font-semibold text-ink">{vehicleTitle(listing)}</p>
        {change && (
          <p
            className={
              change.tone === 'negative'
                ? 'mt-1 text-sm font-semibold text-danger'
                : 'mt-1 text-sm font-semibold text-ink'
            }
          >
            {change.title}
          </p>
        )}
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
