/**
 * The admin's reason for each rejected listing of a seller: the reason of its latest move to rejected, so a seller
 * can fix what was wrong. Only the listings' owner reads these (GET /api/user/vehicles); the history stays admin-only.
 */
import type { Payload } from 'payload';
import { relationId } from '../../payload/access/roles.ts';

export async function rejectionReasons(payload: Payload, vehicleIds: number[]): Promise<Map<number, string | null>> {
  const reasons = new Map<number, string | null>();
  if (!vehicleIds.length) return reasons;
  const events = await payload.find({
    collection: 'moderation-events',
    where: { and: [{ vehicle: { in: vehicleIds } }, { toStatus: { equals: 'rejected' } }] },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  // Newest first: the first event seen for a listing is its latest rejection.
  for (const event of events.docs) {
    const id = Number(relationId(event.vehicle));
    if (!reasons.has(id)) reasons.set(id, event.reason?.trim() || null);
  }
  return reasons;
}
