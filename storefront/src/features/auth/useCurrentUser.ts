import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/api';
import { getQueryFn } from '../../lib/api';
import { currentUserQueryKey } from './currentUserQuery';

const readCurrentUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/** The signed-in user, or null when signed out. A 401 means signed out; any other failure is treated the same. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: async (context) => {
      try {
        return await readCurrentUser(context);
      } catch (error) {
        // A cancelled read is not an answer: let TanStack Query handle it rather than caching "signed out".
        if (context.signal.aborted) throw error;
        return null;
      }
    },
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
