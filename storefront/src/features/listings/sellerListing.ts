/** A listing as its seller reads it: a rejected one carries the admin's reason for the rejection. */
export type { OwnVehicle as SellerListing } from '@contract/listings';
