import { formatCount, formatPrice } from '@contract/format';
import type { SellerListing } from '../../features/listings/sellerListing';
import { ListingActions } from './ListingActions';
import { ListingSummary } from './ListingSummary';
import { StatusBadge } from './StatusBadge';

interface ListingsTableProps {
  listings: SellerListing[];
  deletingId: number | null;
  onDelete: (listing: SellerListing) => void;
}

/**
 * The seller's listings: vehicle, price, status, views, actions. A table from tablet width up;
 * on a phone each listing is a card with the same cells, since five columns do not fit in 360 px.
 */
export function ListingsTable({ listings, deletingId, onDelete }: ListingsTableProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-surface text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">
                Vehicle
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Price
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Views
              </th>
              <th scope="col" className="px-5 py-3 font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {listings.map((listing) => (
              <tr key={listing.id} className="align-middle">
                <td className="max-w-sm px-5 py-4">
                  <ListingSummary listing={listing} />
                </td>
                <td className="whitespace-nowrap px-5 py-4 font-semibold">{formatPrice(listing.price)}</td>
                <td className="px-5 py-4">
                  <StatusBadge status={listing.status} />
                </td>
                <td className="px-5 py-4 tabular-nums">{formatCount(listing.views)}</td>
                <td className="px-5 py-4">
                  <ListingActions
                    listing={listing}
                    deleting={deletingId === listing.id}
                    onDelete={() => onDelete(listing)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {listings.map((listing) => (
          <li key={listing.id} className="rounded-xl border border-line bg-white p-4 shadow-card">
            <ListingSummary listing={listing} />
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Price</dt>
                <dd className="font-semibold">{formatPrice(listing.price)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Status</dt>
                <dd>
                  <StatusBadge status={listing.status} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Views</dt>
                <dd className="tabular-nums">{formatCount(listing.views)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-line pt-2">
              <ListingActions
                listing={listing}
                deleting={deletingId === listing.id}
                onDelete={() => onDelete(listing)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
