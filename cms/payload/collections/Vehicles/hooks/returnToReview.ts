/**
 * A seller's edit of a rejected listing sends it back to review; an admin's edit keeps the status. (A seller's edit
 * of a live listing is held as a draft instead, and the listing stays live: holdLiveEdits.ts.)
 */
import type { CollectionBeforeChangeHook } from 'payload';
import { isAdmin } from '../../../access/roles.ts';

export const returnToReview: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || isAdmin(req.user)) return data;
  if (originalDoc?.status === 'rejected') data.status = 'pending';
  return data;
};
