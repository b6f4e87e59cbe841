import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@contract/listings';
import { vehicleKey } from './listingKeys';

/** One listing for the edit form; the owner's read carries the private fields (VIN, contact, services). */
export function useListing(id: number | null) {
  return useQuery<Vehicle>({ queryKey: vehicleKey(id ?? 0), enabled: id !== null });
}
