import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '@contract/api';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../toast/toastStore';
import { setSessionUser } from './currentUserQuery';
import { forgetNewAccount } from './greeting';

/** POST /api/login; the returned user becomes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<CurrentUser> => {
      const response = await apiRequest('POST', '/api/login', credentials);
      return (await response.json()) as CurrentUser;
    },
    onSuccess: (user) => {
      forgetNewAccount();
      setSessionUser(queryClient, user);
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    },
    onError: (error) => {
      toast({ title: 'Sign in failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
