/** A new listing or photo belongs to whoever creates it; only an admin may create one for someone else. */
import type { CollectionBeforeChangeHook } from 'payload';
import { isAdmin } from '../access/roles.ts';

export const assignOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data;
  if (!isAdmin(req.user) || data.owner === undefined || data.owner === null) data.owner = req.user.id;
  return data;
};
