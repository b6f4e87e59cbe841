/**
 * Saved vehicles of a visitor: a list of vehicle ids kept only in this browser's localStorage under
 * `savedVehicles` (lib/storedIdList: the heart on every card, the header count and the saved page agree, across
 * tabs too). Signed in, the list lives in the account instead (accountSaved.ts), and
 * what this browser held is merged into it once, then forgotten here.
 */
import { storedIdList } from '../../lib/storedIdList';

export const SAVED_VEHICLES_KEY = 'savedVehicles';

const store = storedIdList(SAVED_VEHICLES_KEY);

export const getSavedIds = store.get;

export function isSaved(id: number): boolean {
  return getSavedIds().includes(id);
}

/** Adds or removes the id; answers whether it is saved now. Newest first, so the saved page shows it on top. */
export function toggleSavedId(id: number): boolean {
  const ids = getSavedIds();
  const saved = !ids.includes(id);
  store.set(saved ? [id, ...ids] : ids.filter((entry) => entry !== id));
  return saved;
}

/** Forgets every saved car (its account was deleted, and the confirmation said they would go with it). */
export function clearSavedIds(): void {
  store.set([]);
}

/** Forgets these ids (merged into the account), keeping any saved here meanwhile. */
export function forgetSavedIds(ids: readonly number[]): void {
  const gone = new Set(ids);
  const current = getSavedIds();
  if (current.some((id) => gone.has(id))) store.set(current.filter((id) => !gone.has(id)));
}

/** This browser's list, whoever is signed in. */
export const useLocalSavedIds = store.useIds;
