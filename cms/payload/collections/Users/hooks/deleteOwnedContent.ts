/**
 * An account takes what it owns with it, whoever deletes it (the owner from /account, an admin from the console):
 * its listings (their versions, history and photos go with each listing) and every photo it uploaded, files
 * included. In the deletion's transaction, so a failure leaves the account and its listings in place.
 */
import type { CollectionBeforeDeleteHook } from 'payload';

export const deleteOwnedContent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['vehicles', 'media'] as const) {
    // A bulk delete reports each document it could not delete instead of throwing.
    const { errors } = await req.payload.delete({
      collection,
      where: { owner: { equals: id } },
      req,
      overrideAccess: true,
    });
    if (errors.length) throw new Error(`Could not delete the ${collection} of user ${id}: ${errors[0].message}`);
  }
};
