import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/api';

/** The current user lives in the query cache under the URL it is read from. */
export const currentUserQueryKey = ['/api/user'] as const;

/**
 * Records a session change (sign in, register, sign out). Every other cached answer was read as the previous
 * user (an owner sees private fields, a visitor does not), so it is reset and read again by whoever shows it.
 */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, user);
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}
