/**
 * A new listing or photo belongs to whoever creates it. The owner field refuses every value a request sends, so an
 * owner already in the data was set by a trusted local call (the seed, the upload pipeline) and is kept.
 */
import type { CollectionBeforeChangeHook } from 'payload';

export const assignOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user) data.owner ??= req.user.id;
  return data;
};
