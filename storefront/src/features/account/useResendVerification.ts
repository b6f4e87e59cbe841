import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages } from '@contract/account';
import { currentUserQueryKey } from '../auth/currentUserQuery';
import { toast } from '../toast/toastStore';
import { requestMessage, reportAccountFailure } from './accountRequest';

/** POST /api/verify-email/resend, toasting the server's answer (sent, already verified, or a rate limit). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestMessage('POST', '/api/verify-email/resend'),
    onSuccess: (message) => {
      toast({ title: message });
      // Verified meanwhile (in another tab): read the user again, so the notices asking for it go away.
      if (message === accountMessages.alreadyVerified) {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
    },
    onError: (error) => reportAccountFailure('Link not sent', error),
  });
}
