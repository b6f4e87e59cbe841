import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accountMessages, type ResetPasswordRequest } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import { apiRequest } from '../../lib/api';
import { setSessionUser } from '../auth/currentUserQuery';
import { forgetNewAccount } from '../auth/greeting';
import { toast } from '../toast/toastStore';
import { isRefusedLink, reportAccountFailure } from './accountRequest';

/**
 * POST /api/reset-password. The server signs the user in (and ends every other session): they become the current
 * user and go to their dashboard. A refused link is the page's to show, not a toast's.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (request: ResetPasswordRequest): Promise<CurrentUser> => {
      const response = await apiRequest('POST', '/api/reset-password', request);
      return (await response.json()) as CurrentUser;
    },
    onSuccess: (user) => {
      forgetNewAccount();
      setSessionUser(queryClient, user);
      toast({ title: accountMessages.passwordReset });
      // Replace: the used link's address (and its token) does not stay in the history.
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (!isRefusedLink(error)) reportAccountFailure('Password not reset', error, { signedIn: false });
    },
  });
}
