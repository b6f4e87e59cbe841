import { useEffect } from 'react';
import type { PhotoList } from '../photos/photoOrder';
import { saveDraft } from './listingDraft';
import type { ListingFormValues } from './listingFormValues';

/** Pause after the last keystroke before the draft is written: typing stays smooth on a slow phone. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** Keeps the form's draft in local storage while the seller works on it (only once they changed something). */
export function useDraftAutosave(key: string, values: ListingFormValues, photos: PhotoList, changed: boolean): void {
  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => saveDraft(key, values, photos), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, photos, changed]);
}
