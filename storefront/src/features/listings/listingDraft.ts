/**
 * The form's draft in the browser's local storage, so a lost tab or a reload does not lose the seller's typing
 * One draft per account and per listing (or the new listing); removed once published or cancelled.
 */
import { photoListFrom, type PhotoList } from '../photos/photoOrder';
import { sanitizeValues, type ListingFormValues } from './listingFormValues';

export interface ListingDraft {
  values: ListingFormValues;
  photos: PhotoList;
  savedAt: string;
}

const VERSION = 1;

export function draftKey(userId: number, editId: number | null): string {
  return `marquee.listingDraft.v${VERSION}.${userId}.${editId ?? 'new'}`;
}

// Storage can be missing or full (private windows, quotas): a draft is a convenience, never a reason to fail.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(key: string): ListingDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; photos?: unknown; cover?: unknown; savedAt?: unknown };
    const values = sanitizeValues(parsed.values);
    if (!values) return null;
    const photos = photoListFrom(Array.isArray(parsed.photos) ? parsed.photos : [], Number(parsed.cover) || 0);
    return { values, photos, savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '' };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: ListingFormValues, photos: PhotoList): void {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ values, photos: photos.photos, cover: photos.cover, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Quota exceeded or storage disabled: the form works on without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Every draft of an account, once it is deleted: nothing of it stays behind in this browser. */
export function clearDraftsOf(userId: number): void {
  const prefix = `marquee.listingDraft.v${VERSION}.${userId}.`;
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) store.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
