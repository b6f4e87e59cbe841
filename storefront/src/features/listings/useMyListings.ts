import { useQuery } from '@tanstack/react-query';
import { myListingsKey } from './listingKeys';
import type { SellerListing } from './sellerListing';

/** GET /api/user/vehicles: asked only once the user is known to be signed in (spec section 7). */
export function useMyListings(enabled: boolean) {
  return useQuery<SellerListing[]>({ queryKey: myListingsKey, enabled });
}
