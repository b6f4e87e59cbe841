/** One moderation-history entry as the API answers it (contract `ModerationEvent`): ids instead of relations. */
import type { ModerationEvent } from '../../../contract/listings.ts';
import { relationId } from '../../payload/access/roles.ts';

export function eventView(doc: Record<string, unknown>): ModerationEvent {
  return {
    id: Number(doc.id),
    vehicleId: Number(relationId(doc.vehicle)),
    actorId: doc.actor == null ? null : Number(relationId(doc.actor)),
    fromStatus: String(doc.fromStatus),
    toStatus: String(doc.toStatus),
    reason: (doc.reason as string | null | undefined) ?? null,
    createdAt: String(doc.createdAt),
  };
}
