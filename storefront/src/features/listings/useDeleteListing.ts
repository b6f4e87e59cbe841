import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { handleSessionLost } from '../auth/sessionLost';
import { toast } from '../toast/toastStore';
import { userVehiclesKey, vehicleKey } from '../vehicles/vehicleQueries';

/** DELETE /api/vehicles/{id} with its success and failure toasts; the seller's list is read again on success. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/vehicles/${id}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: vehicleKey(id) });
      void queryClient.invalidateQueries({ queryKey: userVehiclesKey });
      toast({ title: 'Success', description: 'Vehicle listing deleted successfully' });
    },
    onError: (error) => {
      if (handleSessionLost(error)) return;
      toast({ title: 'Error', description: 'Failed to delete vehicle listing', variant: 'destructive' });
    },
  });
}
