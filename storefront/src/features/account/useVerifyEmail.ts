import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentUserQueryKey } from '../auth/currentUserQuery';
import { requestMessage } from './accountRequest';

/**
 * POST /api/verify-email with the link's token, once, as the page opens. The token works only once, so a second
 * post (StrictMode runs effects twice in development) would turn a success into 'invalid link': a ref remembers the
 * token already sent. On success the current user is read again (verified, or with the new address).
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  const verification = useMutation({
    mutationFn: (sent: string) => requestMessage('POST', '/api/verify-email', { token: sent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
  const sentToken = useRef<string | null>(null);
  const { mutate } = verification;

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  return verification;
}
