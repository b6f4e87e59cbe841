import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountMessages, type ProfileUpdate } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import { apiRequest } from '../../lib/api';
import { currentUserQueryKey } from '../auth/currentUserQuery';
import { toast } from '../toast/toastStore';
import { reportAccountFailure } from './accountRequest';

/**
 * PATCH /api/user with the fields that changed. The answer is the current user (the header's name and photo follow
 * at once); the session is the same, so no other cached answer needs reading again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdate): Promise<CurrentUser> => {
      const response = await apiRequest('PATCH', '/api/user', changes);
      return (await response.json()) as CurrentUser;
    },
    onSuccess: (user) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, user);
      toast({ title: accountMessages.profileSaved });
    },
    onError: (error) => reportAccountFailure('Profile not saved', error),
  });
}
