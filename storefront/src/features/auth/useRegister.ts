import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '@contract/api';
import { brand } from '@contract/brand';
import { apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../toast/toastStore';
import { setSessionUser } from './currentUserQuery';
import { rememberNewAccount } from './greeting';

/** POST /api/register; the server signs the new account in, and it becomes the current user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: RegisterRequest): Promise<CurrentUser> => {
      const response = await apiRequest('POST', '/api/register', account);
      return (await response.json()) as CurrentUser;
    },
    onSuccess: (user) => {
      rememberNewAccount(user.id);
      setSessionUser(queryClient, user);
      toast({ title: 'Account created!', description: `Welcome to ${brand.name}! Your account is ready.` });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
