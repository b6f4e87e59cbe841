import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AccountDeletion } from '@contract/account';
import { setSessionUser } from '../auth/currentUserQuery';
import { forgetNewAccount } from '../auth/greeting';
import { clearDraftsOf } from '../listings/listingDraft';
import { clearSavedIds } from '../saved/savedVehicles';
import { toast } from '../toast/toastStore';
import { requestMessage, reportAccountFailure } from './accountRequest';

/**
 * DELETE /api/user. The server deletes the account with its listings and ends the session; this browser forgets
 * what it kept for the account too (listing drafts, the saved cars the confirmation named), and the user goes home.
 */
export function useDeleteAccount(userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (deletion: AccountDeletion) => requestMessage('DELETE', '/api/user', deletion),
    onSuccess: (message) => {
      forgetNewAccount();
      clearDraftsOf(userId);
      clearSavedIds();
      setSessionUser(queryClient, null);
      toast({ title: message });
      navigate('/', { replace: true });
    },
    onError: (error) => reportAccountFailure('Account not deleted', error),
  });
}
