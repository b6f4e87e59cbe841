/**
 * Recently viewed cars, wherever they are kept: in this browser for visitors (localRecent.ts), in the account when
 * signed in (accountRecent.ts). The detail page records a view, the home row shows the list and clears it, and the
 * layout merges this browser's list into the account at sign-in, through here, without knowing which.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Vehicle } from '@contract/listings';
import { useCurrentUser } from '../auth/useCurrentUser';
import {
  clearAccountRecent,
  hasUnmergedViews,
  mergeLocalIntoAccount,
  recordAccountView,
  useAccountRecent,
} from './accountRecent';
import { clearViewedIds, recordViewedId, useRecentlyViewedIds } from './localRecent';

/**
 * Records a detail page's listing once shown, if buyers can see it (not an owner's look at one under review): in
 * the account when signed in, else in this browser. Waits until it is known who is signed in.
 */
export function useRecordView(vehicle: Pick<Vehicle, 'id' | 'status'> | undefined): void {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const id = vehicle && (vehicle.status === 'approved' || vehicle.status === 'sold') ? vehicle.id : undefined;
  useEffect(() => {
    if (id === undefined || isLoading) return;
    if (isAuthenticated) recordAccountView(queryClient, id);
    else recordViewedId(id);
  }, [id, isLoading, isAuthenticated, queryClient]);
}

/** At sign-in (and whenever a signed-out tab adds views meanwhile), sends this browser's list to the account. */
export function useMergeRecentAtSignIn(): void {
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const local = useRecentlyViewedIds();
  const unmerged = isAuthenticated && hasUnmergedViews(local);
  useEffect(() => {
    if (unmerged) void mergeLocalIntoAccount(queryClient).catch(() => undefined);
  }, [unmerged, queryClient]);
}

/**
 * The cars to show, newest first, and a way to forget them all. Signed in: the account's list. A visitor: the
 * listings of this browser's ids, read in one call that counts no views (GET /api/saved-vehicles), which leaves
 * out those no longer public.
 */
export function useRecentlyViewed(): { vehicles: Vehicle[]; clear: () => Promise<void> } {
  const { isAuthenticated } = useCurrentUser();
  const queryClient = useQueryClient();
  const local = useRecentlyViewedIds();
  const account = useAccountRecent(isAuthenticated);
  const device = useQuery<Vehicle[]>({
    queryKey: [`/api/saved-vehicles?ids=${local.join(',')}`],
    enabled: !isAuthenticated && local.length > 0,
    placeholderData: (previous) => previous,
  });
  if (isAuthenticated)
    return {
      vehicles: (account.data ?? []).map((entry) => entry.vehicle),
      clear: () => clearAccountRecent(queryClient),
    };
  const byId = new Map((device.data ?? []).map((vehicle) => [vehicle.id, vehicle]));
  return {
    vehicles: local.flatMap((id) => byId.get(id) ?? []),
    clear: async () => clearViewedIds(),
  };
}
