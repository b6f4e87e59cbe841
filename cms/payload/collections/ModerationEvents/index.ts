import type { CollectionConfig } from 'payload';
import { vehicleStatuses } from '../../../../contract/catalog/listingOptions.ts';
import { moderationSubjects } from '../../../../contract/listings.ts';
import { readModerationEvents, writeModerationEvents } from './access.ts';

const statusOptions = vehicleStatuses.map((value) => ({ label: value, value }));

/**
 * One row per moderation decision: who, when, from, to, and why. `subject` says whether it decided the listing's
 * status or an owner's change to a live listing (then the status stays, and `toStatus` is the verdict on the change).
 */
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
    {
      name: 'subject',
      type: 'select',
      required: true,
      defaultValue: 'listing',
      options: moderationSubjects.map((value) => ({ label: value, value })),
    },
  ],
};
