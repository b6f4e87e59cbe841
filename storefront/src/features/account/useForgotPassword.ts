import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@contract/account';
import { requestMessage, reportAccountFailure } from './accountRequest';

/** POST /api/forgot-password. The answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) => requestMessage('POST', '/api/forgot-password', request),
    onError: (error) => reportAccountFailure('Link not sent', error, { signedIn: false }),
  });
}
