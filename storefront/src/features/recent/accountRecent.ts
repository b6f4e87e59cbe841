/**
 * A signed-in buyer's recently viewed cars, kept in the account (GET, DELETE /api/user/recently-viewed, PUT
 * .../{id}, POST .../merge). What this browser viewed while signed out is merged in first and then forgotten here,
 * as saved cars are: the views now belong to the account, and on a shared computer the next person does not find
 * them. A view is recorded in the background: the detail page never waits for it.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { RecentlyViewedCar } from '@contract/recentlyViewedList';
import { apiRequest } from '../../lib/api';
import { forgetViewedIds, getRecentlyViewedIds } from './localRecent';

export const accountRecentQueryKey = ['/api/user/recently-viewed'] as const;

/** Ids sent in a merge: if storage would not let them go, they are not sent again and again. */
const mergedIds = new Set<number>();

/** Whether this browser holds viewed ids the account has not been sent. */
export function hasUnmergedViews(local: readonly number[]): boolean {
  return local.some((id) => !mergedIds.has(id));
}

/** The account's list, this browser's merged in first (oldest views of all: they were made before signing in). */
async function readAccountRecent(): Promise<RecentlyViewedCar[]> {
  const local = getRecentlyViewedIds();
  if (local.length === 0)
    return (await apiRequest('GET', '/api/user/recently-viewed')).json() as Promise<RecentlyViewedCar[]>;
  const response = await apiRequest('POST', '/api/user/recently-viewed/merge', { ids: local });
  const merged = (await response.json()) as RecentlyViewedCar[];
  for (const id of local) mergedIds.add(id);
  forgetViewedIds(local);
  return merged;
}

/** The account's recently viewed cars while `enabled` (signed in). */
export function useAccountRecent(enabled: boolean) {
  return useQuery<RecentlyViewedCar[]>({ queryKey: accountRecentQueryKey, queryFn: readAccountRecent, enabled });
}

/**
 * Reads the account's list again, merging this browser's first; a read already under way is joined, not
 * restarted, so a merge is sent once.
 */
export function mergeLocalIntoAccount(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery({ queryKey: accountRecentQueryKey, queryFn: readAccountRecent, staleTime: 0 });
}

/**
 * Records a view in the account, after any merge of this browser's list (so that the car just opened stays the
 * newest), then marks the list stale for the home row. Failures are ignored: a lost view is not worth an error.
 */
export function recordAccountView(queryClient: QueryClient, vehicleId: number): void {
  const merge = hasUnmergedViews(getRecentlyViewedIds()) ? mergeLocalIntoAccount(queryClient) : Promise.resolve();
  void merge
    .catch(() => undefined)
    .then(() => apiRequest('PUT', `/api/user/recently-viewed/${vehicleId}`))
    .then(() => queryClient.invalidateQueries({ queryKey: accountRecentQueryKey }))
    .catch(() => undefined);
}

/** Forgets the account's list: empty at once, then on the server; read again if the server refused. */
export async function clearAccountRecent(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: accountRecentQueryKey });
  queryClient.setQueryData<RecentlyViewedCar[]>(accountRecentQueryKey, []);
  try {
    await apiRequest('DELETE', '/api/user/recently-viewed');
  } catch (error) {
    void queryClient.invalidateQueries({ queryKey: accountRecentQueryKey });
    throw error;
  }
}
