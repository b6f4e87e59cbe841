/**
 * What the moderation history tells a seller about their listings: the reason of a rejected listing's latest
 * rejection, and a change to a live listing turned down by the latest decision (until the seller submits another).
 * Only the listings' owner (and admins) read these; the history itself stays admin-only.
 */
import type { Payload } from 'payload';
import { relationId } from '../../payload/access/roles.ts';

export interface ReviewNotes {
  /** The admin's words when the listing was last rejected (null if they gave none). */
  listingRejection?: string | null;
  /** The latest decision turned down a change: its reason and when. */
  changeRejection?: { reason: string | null; decidedAt: string };
}

const reasonText = (reason: string | null | undefined) => reason?.trim() || null;

export async function reviewNotes(payload: Payload, vehicleIds: readonly number[]): Promise<Map<number, ReviewNotes>> {
  const notes = new Map<number, ReviewNotes>();
  if (!vehicleIds.length) return notes;
  const events = await payload.find({
    collection: 'moderation-events',
    where: { vehicle: { in: [...vehicleIds] } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  // Newest first: the first event of a listing is its latest decision.
  for (const event of events.docs) {
    const id = Number(relationId(event.vehicle));
    const seen = notes.has(id);
    const note = notes.get(id) ?? {};
    if (!seen && event.subject === 'change' && event.toStatus === 'rejected') {
      note.changeRejection = { reason: reasonText(event.reason), decidedAt: new Date(event.createdAt).toISOString() };
    }
    if (note.listingRejection === undefined && event.subject !== 'change' && event.toStatus === 'rejected') {
      note.listingRejection = reasonText(event.reason);
    }
    notes.set(id, note);
  }
  return notes;
}
