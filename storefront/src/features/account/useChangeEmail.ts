import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChange } from '@contract/account';
import { currentUserQueryKey } from '../auth/currentUserQuery';
import { toast } from '../toast/toastStore';
import { requestMessage, reportAccountFailure } from './accountRequest';

/**
 * POST /api/user/email. The address changes only once the link sent to it is opened; meanwhile the user carries it
 * as `pendingEmail`, so the user is read again to show it.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailChange) => requestMessage('POST', '/api/user/email', change),
    onSuccess: (message) => {
      toast({ title: message });
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => reportAccountFailure('Email not changed', error),
  });
}
