/**
 * Saved vehicles, wherever they are kept: in this browser for visitors (localStorage `savedVehicles`,
 * localSaved.ts), in the account when signed in (accountSaved.ts). The heart, the header count and the saved page
 * read them through here and need not know which.
 */
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { CurrentUser } from '@contract/api';
import { currentUserQueryFn, currentUserQueryKey } from '../auth/currentUserQuery';
import { hasUnmergedIds, mergeLocalIntoAccount, useAccountSaved } from './accountSaved';
import { useLocalSavedIds } from './localSaved';

export { SAVED_VEHICLES_KEY, clearSavedIds, getSavedIds, isSaved, toggleSavedId } from './localSaved';

/** A heart rendered outside the app's query provider (a card on its own) reads nothing: a visitor's list. */
const detachedClient = new QueryClient();

/**
 * Whether someone is signed in, read from the same cached answer as useCurrentUser (and the same way: a 401 or a
 * failure is signed out), without needing a provider.
 */
function useSignedIn(client: QueryClient, attached: boolean): boolean {
  const query = useQuery<CurrentUser | null>(
    {
      queryKey: currentUserQueryKey,
      queryFn: currentUserQueryFn,
      enabled: attached,
    },
    client,
  );
  return (query.data ?? null) !== null;
}

/** Who keeps the list (`signedIn`), this browser's ids, and the account's list while signed in. */
export function useSavedList() {
  const provided = useContext(QueryClientContext);
  const client = provided ?? detachedClient;
  const signedIn = useSignedIn(client, provided !== undefined);
  const local = useLocalSavedIds();
  const account = useAccountSaved(signedIn, client);
  const loaded = account.isSuccess && !account.isFetching;
  const unmerged = signedIn && hasUnmergedIds(local);
  // The first read merges this browser's list; ids saved here afterwards (a tab still signed out) join later.
  useEffect(() => {
    if (loaded && unmerged) mergeLocalIntoAccount(client);
  }, [loaded, unmerged, client]);
  return { signedIn, local, account, client };
}

/** The saved ids, newest first: the account's when signed in (this browser's until it has arrived). */
export function useSavedIds(): number[] {
  const { signedIn, local, account } = useSavedList();
  if (signedIn && account.data) return account.data.map((entry) => entry.vehicleId);
  return local;
}
