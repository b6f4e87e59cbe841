/**
 * The compare selection: up to COMPARE_MAX vehicle ids kept in this browser's localStorage under `compareVehicles`,
 * in the order they were added (the compare page's columns follow it). The compare page itself reads its ids from
 * the URL, so a shared link needs no selection.
 */
import { COMPARE_MAX } from '@contract/compare';
import { storedIdList } from '../../lib/storedIdList';

export const COMPARE_VEHICLES_KEY = 'compareVehicles';

const selection = storedIdList(COMPARE_VEHICLES_KEY, { max: COMPARE_MAX });

export function getCompareIds(): number[] {
  return selection.get();
}

/** 'full' when COMPARE_MAX cars are already chosen: the id is not added. */
export type CompareToggle = 'added' | 'removed' | 'full';

export function toggleCompareId(id: number): CompareToggle {
  const ids = getCompareIds();
  if (ids.includes(id)) {
    selection.set(ids.filter((entry) => entry !== id));
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) return 'full';
  selection.set([...ids, id]);
  return 'added';
}

export function removeCompareId(id: number): void {
  const ids = getCompareIds();
  if (ids.includes(id)) selection.set(ids.filter((entry) => entry !== id));
}

export function clearCompareIds(): void {
  selection.set([]);
}

export function useCompareIds(): number[] {
  return selection.useIds();
}

/** The compare page's address for these ids, in their order. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`;
}

/**
 * The ids of a compare link (`?ids=3,5,8`), read leniently: what is not a vehicle id is skipped, repeats are
 * folded, and only the first COMPARE_MAX are kept, so a hand-edited link still shows what it can.
 */
export function compareIdsFromUrl(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^\d{1,10}$/.test(entry))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
