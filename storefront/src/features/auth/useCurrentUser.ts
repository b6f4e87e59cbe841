import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/api';
import { currentUserQueryFn, currentUserQueryKey } from './currentUserQuery';

/** The signed-in user, or null when signed out. A 401 means signed out; any other failure is treated the same. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: currentUserQueryFn,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
  };
}
