/** The moderation history in the console (admins, read-only): every status change, by listing or by admin. */
import { z } from 'zod';
import { vehicleStatuses } from '../../../contract/catalog/listingOptions.ts';
import { eventView } from '../../domain/moderation/eventView.ts';
import { allOf, idsFilter, matchOneOrMany, oneOrMany, qFilter, recordIdSchema, searchWhere } from './filters.ts';
import { defineResource } from './resource.ts';

export const moderationEventsResource = defineResource({
  collection: 'moderation-events',
  roles: ['admin'],
  sortable: { id: 'id', createdAt: 'createdAt', toStatus: 'toStatus', vehicleId: 'vehicle' },
  defaultSort: '-createdAt',
  filter: z
    .object({
      q: qFilter,
      id: idsFilter,
      vehicleId: recordIdSchema.optional(),
      actorId: recordIdSchema.optional(),
      toStatus: oneOrMany(
        z.enum(vehicleStatuses, { error: `toStatus must be one of: ${vehicleStatuses.join(', ')}` }),
      ).optional(),
    })
    .strict(),
  where: (filter) =>
    allOf([
      filter.q ? searchWhere(filter.q, ['reason']) : undefined,
      filter.id !== undefined ? matchOneOrMany('id', filter.id) : undefined,
      filter.vehicleId !== undefined ? { vehicle: { equals: filter.vehicleId } } : undefined,
      filter.actorId !== undefined ? { actor: { equals: filter.actorId } } : undefined,
      filter.toStatus !== undefined ? matchOneOrMany('toStatus', filter.toStatus) : undefined,
    ]),
  view: (doc) => eventView(doc),
});
