import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@contract/contact';
import { apiRequest } from '../../lib/api';

/** POST /api/contact with `financing`: a pre-qualification request for the provider's financing team. */
export function useRequestPreQualification() {
  return useMutation({
    mutationFn: async (request: ContactRequest) => {
      await apiRequest('POST', '/api/contact', request);
    },
  });
}
