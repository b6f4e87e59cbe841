import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/api';
import { CURRENT_USER_API_PATH } from '@contract/apiPaths';
import { getQueryFn } from '../../lib/api';

/** The current user lives in the query cache under the URL it is read from. */
export const currentUserQueryKey = [CURRENT_USER_API_PATH] as const;

const readCurrentUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/** The signed-in user, or null: a 401 means signed out, and any other failure is treated the same. */
export const currentUserQueryFn: QueryFunction<CurrentUser | null> = async (context) => {
  try {
    return await readCurrentUser(context);
  } catch (error) {
    // A cancelled read is not an answer: let TanStack Query handle it rather than caching "signed out".
    if (context.signal.aborted) throw error;
    return null;
  }
};

/**
 * Records a session change (sign in, register, sign out). Every other cached answer was read as the previous
 * user (an owner sees private fields, a visitor does not), so it is reset and read again by whoever shows it.
 */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, user);
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}
