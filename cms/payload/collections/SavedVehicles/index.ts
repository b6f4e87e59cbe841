import type { CollectionConfig } from 'payload';
import { serverManaged } from '../../access/roles.ts';
import { createSavedVehicles, deleteSavedVehicles, readSavedVehicles, updateSavedVehicles } from './access.ts';
import { snapshotVehicle } from './hooks/snapshotVehicle.ts';

const serverWrites = { create: serverManaged, update: serverManaged };

/**
 * A car a signed-in buyer saved: one row per account and listing. `vehicleId` is a plain number, not a
 * relationship, so that the row outlives a deleted listing (the saved page then shows its snapshot as no longer
 * listed). The account is a relationship, whose rows go with the account (the migration makes that foreign key
 * cascade). The save time is `createdAt`.
 */
export const SavedVehicles: CollectionConfig = {
  slug: 'saved-vehicles',
  access: {
    read: readSavedVehicles,
    create: createSavedVehicles,
    update: updateSavedVehicles,
    delete: deleteSavedVehicles,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [snapshotVehicle] },
  indexes: [{ fields: ['user', 'vehicleId'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverWrites },
    { name: 'vehicleId', type: 'number', required: true, min: 1, max: 2_147_483_647 },
    // What the car was called and cost when saved, taken from the listing by the server.
    { name: 'title', type: 'text', maxLength: 200, access: serverWrites },
    { name: 'priceAtSave', type: 'number', access: serverWrites },
  ],
};
