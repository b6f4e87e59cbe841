/**
 * Listings as their owner (or an admin) reads them: the version submitted, which for a live listing with a change
 * under review is the change, not what buyers see; where its review stands; a rejected listing's reason.
 */
import type { Payload } from 'payload';
import type { ChangeReview, OwnVehicle } from '../../../contract/listings.ts';
import { findHeldChanges, submittedOverLive } from '../../payload/collections/Vehicles/heldChanges.ts';
import type { Vehicle as VehicleDoc } from '../../payload/payload-types.ts';
import { reviewNotes } from '../moderation/reviewNotes.ts';
import { vehicleView } from './vehicleView.ts';

/** Every listing of an account (any state), newest first unless `sort` says otherwise. */
export async function listingsOf(payload: Payload, ownerId: number, sort = '-createdAt'): Promise<VehicleDoc[]> {
  const result = await payload.find({
    collection: 'vehicles',
    where: { owner: { equals: ownerId } },
    sort,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return result.docs;
}

export async function ownerViews(payload: Payload, docs: readonly VehicleDoc[]): Promise<OwnVehicle[]> {
  const ids = docs.map((doc) => Number(doc.id));
  const [held, notes] = await Promise.all([findHeldChanges(payload, ids), reviewNotes(payload, ids)]);
  return docs.map((doc) => {
    const id = Number(doc.id);
    const change = held.get(id);
    const note = notes.get(id);
    const view: OwnVehicle = vehicleView(change ? submittedOverLive(doc, change.version) : doc);
    if (doc.status === 'rejected') view.rejectionReason = note?.listingRejection ?? null;
    let changeReview: ChangeReview | null = null;
    if (change) changeReview = { state: 'pending', submittedAt: change.submittedAt };
    else if (note?.changeRejection) changeReview = { state: 'rejected', ...note.changeRejection };
    view.changeReview = changeReview;
    return view;
  });
}

export async function ownerView(payload: Payload, doc: VehicleDoc): Promise<OwnVehicle> {
  const [view] = await ownerViews(payload, [doc]);
  return view;
}
