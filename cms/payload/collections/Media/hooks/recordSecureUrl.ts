/** Keeps, on each new photo, the address of its large variant: the one address a listing stores. */
import type { CollectionBeforeChangeHook } from 'payload';
import { photoUrl, type PhotoStorage } from '../../../../platform/config/storage.ts';

export function recordSecureUrl(storage: PhotoStorage): CollectionBeforeChangeHook {
  return ({ data, operation }) => {
    const large = (data.sizes as { large?: { filename?: string | null } } | undefined)?.large;
    if (operation === 'create' && large?.filename) data.secureUrl = photoUrl(storage, large.filename);
    return data;
  };
}
