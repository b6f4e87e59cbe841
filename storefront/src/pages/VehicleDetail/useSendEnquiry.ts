import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@contract/contact';
import { apiRequest } from '../../lib/api';

/** POST /api/contact: a buyer's enquiry about a vehicle, for the provider's sales team. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: async (message: ContactRequest) => {
      await apiRequest('POST', '/api/contact', message);
    },
  });
}
