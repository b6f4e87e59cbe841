/**
 * The listing reads of the /api as TanStack Query keys: the first element of the key is the URL, which the
 * default query function reads (lib/api), so every screen that shows the same listing shares one cached answer.
 */
import { useQuery } from '@tanstack/react-query';
import { vehicleApiPath } from '@contract/apiPaths';
import type { OwnVehicle, Vehicle } from '@contract/listings';
import type { PriceHistory } from '@contract/priceHistory';
import { getQueryFnOrNull } from '../../lib/api';

/** A buyer's read, or its owner's (and an admin's), which says where the listing stands in review. */
const readVehicle = getQueryFnOrNull<OwnVehicle>([400, 401, 404]);
const readPriceHistory = getQueryFnOrNull<PriceHistory>([404]);

export const recentVehiclesKey = ['/api/vehicles/recent'] as const;
export const featuredVehiclesKey = ['/api/vehicles/featured'] as const;
export const userVehiclesKey = ['/api/user/vehicles'] as const;

export function vehicleKey(id: string | number) {
  return [vehicleApiPath(id)] as const;
}

export function useRecentVehicles() {
  return useQuery<Vehicle[]>({ queryKey: recentVehiclesKey });
}

export function useFeaturedVehicles() {
  return useQuery<Vehicle[]>({ queryKey: featuredVehiclesKey });
}

/** The signed-in user's own listings, in every status; read only when the caller is signed in. */
export function useUserVehicles(enabled: boolean) {
  return useQuery<OwnVehicle[]>({ queryKey: userVehiclesKey, enabled });
}

/**
 * One listing. A 404 (unpublished or deleted) and a 400 (an id that is not a number) both mean "not found" to a
 * buyer, so they resolve to null rather than an error; a 401 yields null too.
 */
export function useVehicle(id: string | undefined) {
  return useQuery<OwnVehicle | null>({
    queryKey: vehicleKey(id ?? ''),
    enabled: Boolean(id),
    queryFn: readVehicle,
  });
}

/** A public listing's prices over time and days on market; null for a listing that is not public (404). */
export function usePriceHistory(id: number, enabled: boolean) {
  return useQuery<PriceHistory | null>({
    queryKey: [`/api/vehicles/${id}/price-history`],
    enabled,
    queryFn: readPriceHistory,
  });
}
