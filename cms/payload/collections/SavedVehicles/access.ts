/**
 * Saved cars: each account reads and removes only its own; admins read everyone's (support). Anyone signed in may
 * save one, always as themselves (the owner and the snapshot are the server's: index.ts, hooks/); nobody edits one.
 */
export {
  nobody as updateSavedVehicles,
  signedIn as createSavedVehicles,
  ownRowsOrAdmin as readSavedVehicles,
  ownRows as deleteSavedVehicles,
} from '../../access/roles.ts';
