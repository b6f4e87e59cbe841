/**
 * The admin's queue, oldest first: new listings waiting for their first review, and live listings whose owner
 * submitted a change. A change shows the submitted fields (and the live status), with what differs from the live
 * version.
 */
import type { Payload } from 'payload';
import type { PendingListing } from '../../../contract/listings.ts';
import { findHeldChanges, submittedOverLive } from '../../payload/collections/Vehicles/heldChanges.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';
import { changedFields } from './listingChanges.ts';

type Queued = { since: string; listing: PendingListing };

export async function pendingQueue(payload: Payload): Promise<PendingListing[]> {
  const [fresh, held] = await Promise.all([
    payload.find({
      collection: 'vehicles',
      // A new listing enters the queue once its owner's email is verified (a reachable seller, not a throwaway).
      where: { status: { equals: 'pending' }, 'owner.emailVerified': { equals: true } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    findHeldChanges(payload),
  ]);
  const live = held.size
    ? await payload.find({
        collection: 'vehicles',
        where: { id: { in: [...held.keys()] } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] };
  const queue: Queued[] = fresh.docs.map((doc) => ({
    since: new Date(doc.createdAt).toISOString(),
    listing: { ...vehicleView(doc), review: { kind: 'new' } },
  }));
  for (const doc of live.docs) {
    const change = held.get(Number(doc.id));
    if (!change) continue;
    queue.push({
      since: change.submittedAt,
      listing: {
        ...vehicleView(submittedOverLive(doc, change.version)),
        review: { kind: 'change', submittedAt: change.submittedAt, changes: changedFields(doc, change.version) },
      },
    });
  }
  return queue.sort((a, b) => a.since.localeCompare(b.since)).map((entry) => entry.listing);
}
