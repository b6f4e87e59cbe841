/**
 * Saved searches: each account reads, changes and removes only its own; admins read everyone's (support). Anyone
 * signed in may save one, always as themselves (hooks/ownSearch.ts).
 */
export {
  signedIn as createSavedSearches,
  ownRowsOrAdmin as readSavedSearches,
  ownRows as updateSavedSearches,
  ownRows as deleteSavedSearches,
} from '../../access/roles.ts';
