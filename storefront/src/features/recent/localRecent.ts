/**
 * The cars this browser last viewed while signed out: vehicle ids in localStorage under `recentlyViewed`, newest
 * first, at most RECENTLY_VIEWED_MAX (lib/storedIdList: every reader agrees, across tabs too). Signed in, the list
 * lives in the account instead (accountRecent.ts), and what this browser held is merged into it, then forgotten
 * here, as saved cars are.
 */
import { recentlyViewedRules } from '@contract/recentlyViewedList';
import { storedIdList } from '../../lib/storedIdList';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = recentlyViewedRules.max;

const store = storedIdList(RECENTLY_VIEWED_KEY, { max: RECENTLY_VIEWED_MAX });

export const getRecentlyViewedIds = store.get;
export const useRecentlyViewedIds = store.useIds;

/** Puts the id first (moving it if it was there), dropping the oldest past the limit. */
export function recordViewedId(id: number): void {
  const ids = getRecentlyViewedIds();
  if (ids[0] !== id) store.set([id, ...ids]);
}

/** Forgets these ids (merged into the account), keeping any viewed here meanwhile. */
export function forgetViewedIds(ids: readonly number[]): void {
  const gone = new Set(ids);
  const current = getRecentlyViewedIds();
  if (current.some((id) => gone.has(id))) store.set(current.filter((id) => !gone.has(id)));
}

/** Forgets every viewed car (the row's Clear, an account's deletion). */
export function clearViewedIds(): void {
  store.set([]);
}
