/**
 * The cars this browser last viewed: vehicle ids in localStorage under `recentlyViewed`, newest first, at most
 * RECENTLY_VIEWED_MAX. Written when a detail page shows a public listing; the home page shows them in a row.
 */
import { useEffect } from 'react';
import type { Vehicle } from '@contract/listings';
import { storedIdList } from '../../lib/storedIdList';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;

const store = storedIdList(RECENTLY_VIEWED_KEY, { max: RECENTLY_VIEWED_MAX });

export const getRecentlyViewedIds = store.get;
export const useRecentlyViewedIds = store.useIds;

/** Puts the id first (moving it if it was there), dropping the oldest past the limit. */
export function recordViewedId(id: number): void {
  const ids = getRecentlyViewedIds();
  if (ids[0] !== id) store.set([id, ...ids]);
}

/** Records a detail page's listing once shown, if buyers can see it (not an owner's look at one under review). */
export function useRecordView(vehicle: Pick<Vehicle, 'id' | 'status'> | undefined): void {
  const id = vehicle && (vehicle.status === 'approved' || vehicle.status === 'sold') ? vehicle.id : undefined;
  useEffect(() => {
    if (id !== undefined) recordViewedId(id);
  }, [id]);
}
