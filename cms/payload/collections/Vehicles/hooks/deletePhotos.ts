/** A deleted listing takes its owner's uploaded photos with it (files and variants), unless another listing shows them. */
import type { CollectionAfterDeleteHook } from 'payload';
import { relationId } from '../../../access/roles.ts';
import { removeListingPhotos } from '../../Media/unusedPhotos.ts';

export const deletePhotos: CollectionAfterDeleteHook = async ({ doc, req }) => {
  try {
    await removeListingPhotos(req.payload, Number(doc.id), Number(relationId(doc.owner)), doc.images);
  } catch (error) {
    // The listing is gone either way; the hourly cleanup removes what is left a day later.
    req.payload.logger.warn(
      { err: error, vehicle: doc.id },
      'The photos of a deleted listing could not be removed now',
    );
  }
};
