/**
 * Saved cars: each account reads and removes only its own; admins read everyone's (support). Anyone signed in may
 * save one, always as themselves (the owner and the snapshot are the server's: index.ts, hooks/); nobody edits one.
 */
import type { Access } from 'payload';
import { isAdmin } from '../../access/roles.ts';

export { nobody as updateSavedVehicles, signedIn as createSavedVehicles } from '../../access/roles.ts';

export const readSavedVehicles: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { user: { equals: req.user.id } };
  return false;
};

export const deleteSavedVehicles: Access = ({ req }) => (req.user ? { user: { equals: req.user.id } } : false);
