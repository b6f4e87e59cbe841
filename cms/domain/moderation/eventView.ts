/** One moderation-history entry as the API answers it (contract `ModerationEvent`): ids instead of relations. */
import type { ModerationEvent } from '../../../contract/listings.ts';
import { relationId } from '../../payload/access/roles.ts';
import type { ModerationEvent as EventDoc } from '../../payload/payload-types.ts';

/** A moderation event from Payload, typed or as the console bridge reads it. */
export type EventSource = { [Field in keyof EventDoc]?: unknown };

export function eventView(doc: EventSource): ModerationEvent {
  return {
    id: Number(doc.id),
    vehicleId: Number(relationId(doc.vehicle)),
    actorId: doc.actor == null ? null : Number(relationId(doc.actor)),
    fromStatus: String(doc.fromStatus),
    toStatus: String(doc.toStatus),
    reason: typeof doc.reason === 'string' ? doc.reason : null,
    subject: doc.subject === 'change' ? 'change' : 'listing',
    createdAt: String(doc.createdAt),
  };
}
