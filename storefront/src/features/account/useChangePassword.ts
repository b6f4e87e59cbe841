import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@contract/account';
import { toast } from '../toast/toastStore';
import { requestMessage, reportAccountFailure } from './accountRequest';

/** POST /api/user/password. This session stays signed in; the server ends the others. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => requestMessage('POST', '/api/user/password', change),
    onSuccess: (message) => toast({ title: message }),
    onError: (error) => reportAccountFailure('Password not changed', error),
  });
}
