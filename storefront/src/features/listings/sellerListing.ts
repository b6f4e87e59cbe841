import type { Vehicle } from '@contract/listings';

/**
 * A listing as its seller reads it. `rejectionReason` is the admin's reason for a rejection; the server does not
 * send it yet (only admins can read the moderation history), and the dashboard shows it as soon as it does.
 */
export interface SellerListing extends Vehicle {
  rejectionReason?: string | null;
}
