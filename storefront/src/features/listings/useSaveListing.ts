import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput, Vehicle } from '@contract/listings';
import { apiRequest } from '../../lib/api';
import { userVehiclesKey, vehicleKey } from '../vehicles/vehicleQueries';

/**
 * POST /api/vehicles (create) or PUT /api/vehicles/{id} (edit, which replaces the listing). Afterwards the
 * listing and the seller's list are read again. Toasts and navigation belong to the form.
 */
export function useSaveListing(editId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ListingInput): Promise<Vehicle> => {
      const response =
        editId === null
          ? await apiRequest('POST', '/api/vehicles', input)
          : await apiRequest('PUT', `/api/vehicles/${editId}`, input);
      return (await response.json()) as Vehicle;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(vehicleKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: userVehiclesKey });
    },
  });
}
