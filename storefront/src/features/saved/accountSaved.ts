/**
 * A signed-in buyer's saved cars, kept in the account (GET, PUT, DELETE /api/user/saved, POST .../merge). The list
 * is one cached answer; the heart changes it at once and the server after (one car per call, in order per car),
 * taking back only that car's change when the server refuses it.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { savedListRules, type SavedVehicle } from '@contract/savedVehicles';
import { apiRequest } from '../../lib/api';
import { forgetSavedIds, getSavedIds } from './localSaved';

export const accountSavedQueryKey = ['/api/user/saved'] as const;

/**
 * The account's list. What this browser saved while signed out is merged in first and then forgotten here: the
 * cars now belong to the account, and on a shared computer the next person does not find, or merge, them.
 */
async function readAccountSaved(): Promise<SavedVehicle[]> {
  const local = getSavedIds().slice(0, savedListRules.maxMerge);
  if (local.length === 0) return (await apiRequest('GET', '/api/user/saved')).json() as Promise<SavedVehicle[]>;
  const response = await apiRequest('POST', '/api/user/saved/merge', { ids: local });
  const merged = (await response.json()) as SavedVehicle[];
  for (const id of local) mergedIds.add(id);
  forgetSavedIds(local);
  return merged;
}

/** Ids sent in a merge: if storage would not let them go, they are not sent again and again. */
const mergedIds = new Set<number>();

/** Whether this browser holds saved ids the account has not been sent. */
export function hasUnmergedIds(local: readonly number[]): boolean {
  return local.some((id) => !mergedIds.has(id));
}

/** The account's saved cars while `enabled` (signed in). */
export function useAccountSaved(enabled: boolean, client: QueryClient) {
  return useQuery<SavedVehicle[]>({ queryKey: accountSavedQueryKey, queryFn: readAccountSaved, enabled }, client);
}

/** Reads the account's list again, merging the browser's (a fetch already under way is joined, not restarted). */
export function mergeLocalIntoAccount(queryClient: QueryClient): void {
  void queryClient.refetchQueries({ queryKey: accountSavedQueryKey }, { cancelRefetch: false });
}

/** Writes to one car go out one after another, so the server ends where the last tap left it. */
const queues = new Map<number, Promise<unknown>>();

function inOrder<T>(vehicleId: number, call: () => Promise<T>): Promise<T> {
  const previous = queues.get(vehicleId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(call);
  queues.set(vehicleId, next);
  void next
    .catch(() => undefined)
    .finally(() => {
      if (queues.get(vehicleId) === next) queues.delete(vehicleId);
    });
  return next;
}

const update = (queryClient: QueryClient, change: (list: SavedVehicle[]) => SavedVehicle[]) =>
  queryClient.setQueryData<SavedVehicle[]>(accountSavedQueryKey, (list) => (list ? change(list) : list));

/** Shown until the server answers with the snapshot and the listing. */
function pendingEntry(vehicleId: number): SavedVehicle {
  return { vehicleId, savedAt: new Date().toISOString(), priceAtSave: 0, title: '', state: 'available', vehicle: null };
}

/**
 * Saves (`save`) or removes one car in the account: the cached list changes at once; on failure only this car's
 * change is taken back, and the promise rejects with the server's error.
 */
export async function changeAccountSaved(queryClient: QueryClient, vehicleId: number, save: boolean): Promise<void> {
  const loaded = queryClient.getQueryData<SavedVehicle[]>(accountSavedQueryKey) !== undefined;
  // A read under way would overwrite the change with what it got before it. (Without a list yet, the first read,
  // which merges this browser's list, is left to finish and the list is read again after the change.)
  // (Cancelling is synchronous, and the change below is what a cancelled read reverts to.)
  if (loaded) void queryClient.cancelQueries({ queryKey: accountSavedQueryKey });
  const before = queryClient.getQueryData<SavedVehicle[]>(accountSavedQueryKey) ?? [];
  const index = before.findIndex((entry) => entry.vehicleId === vehicleId);
  const removed = index >= 0 ? before[index] : undefined;
  update(queryClient, (list) => {
    const rest = list.filter((entry) => entry.vehicleId !== vehicleId);
    return save ? [removed ?? pendingEntry(vehicleId), ...rest] : rest;
  });
  try {
    if (save) {
      const response = await inOrder(vehicleId, () => apiRequest('PUT', `/api/user/saved/${vehicleId}`));
      const entry = (await response.json()) as SavedVehicle;
      // Unless it was removed again meanwhile.
      update(queryClient, (list) => list.map((current) => (current.vehicleId === vehicleId ? entry : current)));
    } else {
      await inOrder(vehicleId, () => apiRequest('DELETE', `/api/user/saved/${vehicleId}`));
    }
  } catch (error) {
    update(queryClient, (list) => {
      const rest = list.filter((entry) => entry.vehicleId !== vehicleId);
      if (save || !removed) return rest;
      // Back where it was.
      const at = Math.min(index, rest.length);
      return [...rest.slice(0, at), removed, ...rest.slice(at)];
    });
    throw error;
  } finally {
    if (!loaded) void queryClient.invalidateQueries({ queryKey: accountSavedQueryKey });
  }
}
