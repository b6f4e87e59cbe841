/**
 * A listing shows only photos its owner uploaded, or ones it already showed: an address in the photo storage must
 * be one of the owner's uploads. Without this, a seller could list someone else's unused upload and, by deleting
 * the listing, have it removed. Addresses outside the storage (a hosted image service, the demo photos) are not
 * uploads of this site and are checked by the field's own rule.
 */
import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { relationId } from '../../../access/roles.ts';
import { photoStorageOf } from '../../../../platform/config/storage.ts';

const NOT_YOURS = 'Each photo must be one you uploaded';

const addressesOf = (images: unknown): string[] =>
  Array.isArray(images) ? images.filter((image): image is string => typeof image === 'string') : [];

export const ownPhotosOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const storage = photoStorageOf(req.payload.config);
  if (!storage || data.images === undefined) return data;
  const shown = new Set(addressesOf(originalDoc?.images));
  const added = [...new Set(addressesOf(data.images))].filter(
    (address) => !shown.has(address) && address.startsWith(`${storage.publicBase}/`),
  );
  if (added.length === 0) return data;
  const owner = relationId(data.owner ?? originalDoc?.owner);
  const owned = await req.payload.find({
    collection: 'media',
    where: { and: [{ secureUrl: { in: added } }, { owner: { equals: owner } }] },
    limit: added.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const ownedAddresses = new Set(owned.docs.map((doc) => doc.secureUrl));
  if (added.every((address) => ownedAddresses.has(address))) return data;
  throw new ValidationError({ collection: 'vehicles', errors: [{ path: 'images', message: NOT_YOURS }] });
};
