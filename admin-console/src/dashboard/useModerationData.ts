import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';
import { moderationKeys } from '../moderation/useStatusChange';

/** GET /api/admin/stats: total, pending, approved, rejected (and sold). */
export function useListingStats() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: moderationKeys.stats, queryFn: async () => (await dataProvider.getListingStats()).data });
}

/** GET /api/admin/vehicles/pending: the queue, oldest first. */
export function usePendingVehicles() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: moderationKeys.pending,
    // An empty answer object (react-admin's stand-in after a refused call) counts as no listings.
    queryFn: async () => {
      const { data } = await dataProvider.getPendingVehicles();
      return Array.isArray(data) ? data : [];
    },
  });
}
