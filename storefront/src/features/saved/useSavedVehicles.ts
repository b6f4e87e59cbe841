import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@contract/listings';
import type { SavedVehicle } from '@contract/savedVehicles';
import { useSavedList } from './savedVehicles';

/**
 * The saved cars for the saved page. Signed in: the account's list, each with its state and the price when saved
 * (`entries`). A visitor: the listings of this browser's ids, read in one call (GET /api/saved-vehicles, which
 * counts no views), kept per id list; removing a car just filters it out of what is shown, without a new read.
 */
export function useSavedVehicles() {
  const { signedIn, local, account } = useSavedList();
  // Sorted in the key so that saving order alone does not cause a new read.
  const key = [...local].sort((a, b) => a - b).join(',');
  const device = useQuery<Vehicle[]>({
    queryKey: [`/api/saved-vehicles?ids=${key}`],
    enabled: !signedIn && local.length > 0,
    // Keep showing the previous list while a changed one loads.
    placeholderData: (previous) => previous,
  });
  if (signedIn) {
    const entries: SavedVehicle[] = account.data ?? [];
    return {
      inAccount: true,
      // This browser's ids until the account's list arrives (they are being merged into it).
      ids: account.data ? entries.map((entry) => entry.vehicleId) : local,
      entries,
      vehicles: [] as Vehicle[],
      isLoading: account.isPending,
      isError: account.isError,
      error: account.error,
      refetch: account.refetch,
    };
  }
  const byId = new Map((device.data ?? []).map((vehicle) => [vehicle.id, vehicle]));
  return {
    inAccount: false,
    ids: local,
    entries: [] as SavedVehicle[],
    vehicles: local.flatMap((id) => byId.get(id) ?? []),
    isLoading: local.length > 0 && device.isPending,
    isError: device.isError,
    error: device.error,
    refetch: device.refetch,
  };
}
