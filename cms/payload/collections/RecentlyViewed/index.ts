import type { CollectionConfig } from 'payload';
import { serverManaged } from '../../access/roles.ts';
import { createRecentlyViewed, deleteRecentlyViewed, readRecentlyViewed, updateRecentlyViewed } from './access.ts';

const serverWrites = { create: serverManaged, update: serverManaged };

/**
 * A car a signed-in buyer looked at: one row per account and listing, its last view in `viewedAt` (the server's
 * clock). `vehicleId` is a plain number, as in saved-vehicles, so that a deleted listing leaves no dangling
 * reference to clean up (the list simply leaves it out). The account's rows go with the account (the migration
 * makes that foreign key cascade).
 */
export const RecentlyViewed: CollectionConfig = {
  slug: 'recently-viewed',
  access: {
    read: readRecentlyViewed,
    create: createRecentlyViewed,
    update: updateRecentlyViewed,
    delete: deleteRecentlyViewed,
  },
  defaultSort: '-viewedAt',
  // One view per account and car; and an account's rows by time, for its list (newest first) and the cap.
  indexes: [{ fields: ['user', 'vehicleId'], unique: true }, { fields: ['user', 'viewedAt'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, access: serverWrites },
    { name: 'vehicleId', type: 'number', required: true, min: 1, max: 2_147_483_647, access: serverWrites },
    { name: 'viewedAt', type: 'date', required: true, access: serverWrites },
  ],
};
