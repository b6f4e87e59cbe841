import type { CollectionConfig } from 'payload';
import { vehicleStatuses } from '../../../../contract/catalog/listingOptions.ts';
import { readModerationEvents, writeModerationEvents } from './access.ts';

const statusOptions = vehicleStatuses.map((value) => ({ label: value, value }));

/** One row per status change of a listing: who, when, from, to, and why. */
export const ModerationEvents: CollectionConfig = {
  slug: 'moderation-events',
  access: {
    read: readModerationEvents,
    create: writeModerationEvents,
    update: writeModerationEvents,
    delete: writeModerationEvents,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'vehicle', type: 'relationship', relationTo: 'vehicles', required: true, index: true },
    // Optional: the record outlives a deleted admin account.
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'fromStatus', type: 'select', required: true, options: statusOptions },
    { name: 'toStatus', type: 'select', required: true, options: statusOptions },
    { name: 'reason', type: 'textarea', maxLength: 1000 },
  ],
};
