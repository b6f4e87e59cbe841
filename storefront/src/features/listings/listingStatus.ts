/** How a listing's status reads for its seller: approved is shown as Active. */
import type { VehicleStatus } from '@contract/catalog/listingOptions';

export type StatusTone = 'positive' | 'waiting' | 'negative' | 'neutral';

const display: Record<VehicleStatus, { label: string; tone: StatusTone }> = {
  approved: { label: 'Active', tone: 'positive' },
  pending: { label: 'Pending', tone: 'waiting' },
  rejected: { label: 'Rejected', tone: 'negative' },
  sold: { label: 'Sold', tone: 'neutral' },
};

export function statusDisplay(status: string): { label: string; tone: StatusTone } {
  return (
    display[status as VehicleStatus] ?? {
      label: status ? status[0].toUpperCase() + status.slice(1) : 'Unknown',
      tone: 'neutral',
    }
  );
}

/** The dashboard's stat cards: Active Listings, Pending Approval, Total Views. */
export function sellerStats(listings: ReadonlyArray<{ status: string; views: number }>) {
  let active = 0;
  let pending = 0;
  let totalViews = 0;
  for (const listing of listings) {
    if (listing.status === 'approved') active++;
    if (listing.status === 'pending') pending++;
    totalViews += Number.isFinite(listing.views) ? listing.views : 0;
  }
  return { active, pending, totalViews };
}
