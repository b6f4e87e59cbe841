import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/api';
import { apiRequest } from '../../lib/api';
import { reportAccountFailure } from '../account/accountRequest';
import { currentUserQueryKey } from '../auth/currentUserQuery';
import { toast } from '../toast/toastStore';

/** PATCH /api/user { savedCarAlerts }: emails when a saved car's price drops, on or off. The answer is the user. */
export function useSavedCarAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (savedCarAlerts: boolean): Promise<CurrentUser> => {
      const response = await apiRequest('PATCH', '/api/user', { savedCarAlerts });
      return (await response.json()) as CurrentUser;
    },
    onSuccess: (user) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, user);
      toast({
        title: user.savedCarAlerts ? 'Price-drop emails on' : 'Price-drop emails off',
        description: user.savedCarAlerts
          ? 'We will email you when a saved car drops in price.'
          : 'We will no longer email you when a saved car drops in price.',
      });
    },
    onError: (error) => reportAccountFailure('Alert setting not saved', error),
  });
}
