import { useCallback, useEffect, useRef } from 'react';
import type { PhotoList } from '../photos/photoOrder';
import { clearDraft, saveDraft } from './listingDraft';
import type { ListingFormValues } from './listingFormValues';

/** Pause after the last keystroke before the draft is written: typing stays smooth on a slow phone. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the form's draft in local storage while the seller works on it (only once they changed something), and
 * answers `discardDraft`, which removes it together with a write still waiting: cancelled or published, a form that
 * re-rendered just before must not write its draft back.
 */
export function useDraftAutosave(
  key: string,
  values: ListingFormValues,
  photos: PhotoList,
  changed: boolean,
): () => void {
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!changed) return;
    pending.current = window.setTimeout(() => saveDraft(key, values, photos), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(pending.current);
  }, [key, values, photos, changed]);
  return useCallback(() => {
    window.clearTimeout(pending.current);
    clearDraft(key);
  }, [key]);
}
