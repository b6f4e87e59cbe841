/**
 * Saved searches: each account reads, changes and removes only its own; admins read everyone's (support). Anyone
 * signed in may save one, always as themselves (hooks/ownSearch.ts).
 */
import type { Access } from 'payload';
import { isAdmin } from '../../access/roles.ts';

export { signedIn as createSavedSearches } from '../../access/roles.ts';

const own: Access = ({ req }) => (req.user ? { user: { equals: req.user.id } } : false);

export const readSavedSearches: Access = (args) => (isAdmin(args.req.user) ? true : own(args));
export { own as updateSavedSearches, own as deleteSavedSearches };
