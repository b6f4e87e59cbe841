/**
 * An account takes what it owns with it, whoever deletes it (the owner from /account, an admin from the console):
 * its listings (their versions, history and photos go with each listing) and every photo it uploaded, files
 * included. In the deletion's transaction, so a failure leaves the account and its listings in place.
 */
import { NotFound, type CollectionBeforeDeleteHook } from 'payload';
import { forEachMatching } from '../../../oneAtATime.ts';

export const deleteOwnedContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['vehicles', 'media'] as const) {
    const owned = { collection, where: { owner: { equals: id } }, req, overrideAccess: true };
    await forEachMatching(req.payload, owned, async (ownedId) => {
      try {
        await req.payload.delete({ collection, id: ownedId, req, overrideAccess: true });
      } catch (error) {
        // Gone meanwhile (its owner deleted it): forEachMatching skips it.
        if (error instanceof NotFound) throw error;
        throw new Error(`Could not delete the ${collection} of user ${id}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    });
  }
};
