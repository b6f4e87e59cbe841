import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../toast/toastStore';
import { setSessionUser } from './currentUserQuery';
import { forgetNewAccount } from './greeting';

/** POST /api/logout (answer ignored); then the current user is cleared and the browser goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      forgetNewAccount();
      setSessionUser(queryClient, null);
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
      navigate('/');
    },
    onError: (error) => {
      toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
