import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@contract/listings';
import { useSavedIds } from './savedVehicles';

/**
 * The saved listings, read in one call (GET /api/saved-vehicles, which counts no views). The answer is kept per
 * id list; removing a car just filters it out of what is shown, without a new read.
 */
export function useSavedVehicles() {
  const ids = useSavedIds();
  // Sorted in the key so that saving order alone does not cause a new read.
  const key = [...ids].sort((a, b) => a - b).join(',');
  const query = useQuery<Vehicle[]>({
    queryKey: [`/api/saved-vehicles?ids=${key}`],
    enabled: ids.length > 0,
    // Keep showing the previous list while a changed one loads.
    placeholderData: (previous) => previous,
  });
  const byId = new Map((query.data ?? []).map((vehicle) => [vehicle.id, vehicle]));
  const vehicles = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    ids,
    vehicles,
    isLoading: ids.length > 0 && query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
