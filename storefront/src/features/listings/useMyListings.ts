import { useQuery } from '@tanstack/react-query';
import { userVehiclesKey } from '../vehicles/vehicleQueries';
import type { SellerListing } from './sellerListing';

/** GET /api/user/vehicles as its seller reads it (the shared cache entry), asked only once signed in. */
export function useMyListings(enabled: boolean) {
  return useQuery<SellerListing[]>({ queryKey: userVehiclesKey, enabled });
}
