/**
 * A signed-in buyer's saved cars (collection saved-vehicles): read, save, remove and merge a browser's list. Every
 * call goes through Payload as the caller (`overrideAccess: false`), so the collection's rules decide whose rows
 * are read or removed, and its hook takes the snapshot and keeps the limits. The listings come back as the caller
 * may read them now; one that buyers can no longer see is 'removed', known only by its snapshot.
 */
import { ValidationError, type Payload, type TypedUser, type Where } from 'payload';
import type { Vehicle } from '../../../contract/listings.ts';
import { savedListRules, type SavedState, type SavedVehicle } from '../../../contract/savedVehicles.ts';
import type { SavedVehicle as SavedDoc, Vehicle as VehicleDoc } from '../../payload/payload-types.ts';
import { NotListedError, publicListingIds, readableListings } from '../vehicles/readableListings.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';

const ownRows = (user: TypedUser, vehicleIds?: number[]): Where => ({
  and: [{ user: { equals: user.id } }, ...(vehicleIds ? [{ vehicleId: { in: vehicleIds } }] : [])],
});

async function savedRows(payload: Payload, user: TypedUser, vehicleIds?: number[]): Promise<SavedDoc[]> {
  const { docs } = await payload.find({
    collection: 'saved-vehicles',
    where: ownRows(user, vehicleIds),
    // Rows saved in one merge may share a millisecond; ids still tell their order.
    sort: ['-createdAt', '-id'],
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  });
  return docs;
}

function stateOf(listing: VehicleDoc | undefined): SavedState {
  if (listing?.status === 'approved') return 'available';
  if (listing?.status === 'sold') return 'sold';
  // Gone, or not public any more (an owner or admin could still read it: buyers cannot).
  return 'removed';
}

function entryView(row: SavedDoc, listings: Map<number, VehicleDoc>): SavedVehicle {
  const vehicleId = Number(row.vehicleId);
  const listing = listings.get(vehicleId);
  const state = stateOf(listing);
  return {
    vehicleId,
    savedAt: new Date(row.createdAt).toISOString(),
    priceAtSave: Number(row.priceAtSave),
    title: row.title ?? '',
    state,
    vehicle: state === 'removed' || !listing ? null : (vehicleView(listing) satisfies Vehicle),
  };
}

/** GET /api/user/saved: newest first. */
export async function listSaved(payload: Payload, user: TypedUser): Promise<SavedVehicle[]> {
  const rows = await savedRows(payload, user);
  const listings = await readableListings(
    payload,
    user,
    rows.map((row) => Number(row.vehicleId)),
  );
  return rows.map((row) => entryView(row, listings));
}

/**
 * Saves one car; false when it was already saved (two devices saving the same car at once meet at the unique
 * index: the second finds the first's row).
 */
async function createRow(payload: Payload, user: TypedUser, vehicleId: number): Promise<boolean> {
  try {
    await payload.create({
      collection: 'saved-vehicles',
      data: { vehicleId } as SavedDoc,
      depth: 0,
      user,
      overrideAccess: false,
    });
    return true;
  } catch (error) {
    if (error instanceof ValidationError && (await savedRows(payload, user, [vehicleId])).length > 0) return false;
    throw error;
  }
}

/** PUT /api/user/saved/{id}: saves a public listing once; saving it again changes nothing. */
export async function saveVehicle(
  payload: Payload,
  user: TypedUser,
  vehicleId: number,
): Promise<{ created: boolean; saved: SavedVehicle }> {
  let created = false;
  if ((await savedRows(payload, user, [vehicleId])).length === 0) {
    if ((await publicListingIds(payload, [vehicleId])).length === 0) throw new NotListedError('Vehicle not found');
    created = await createRow(payload, user, vehicleId);
  }
  const [row] = await savedRows(payload, user, [vehicleId]);
  if (!row) throw new NotListedError('Vehicle not found');
  return { created, saved: entryView(row, await readableListings(payload, user, [vehicleId])) };
}

/** DELETE /api/user/saved/{id}: removes it if saved. */
export async function unsaveVehicle(payload: Payload, user: TypedUser, vehicleId: number): Promise<void> {
  await payload.delete({
    collection: 'saved-vehicles',
    where: ownRows(user, [vehicleId]),
    user,
    overrideAccess: false,
  });
}

/**
 * POST /api/user/saved/merge: a browser's list (newest first) joins the account's. The public ones not yet saved
 * are added on top, in the browser's order; others are skipped, as are those past the account's limit (the newest
 * are kept). Answers the merged list.
 */
export async function mergeSaved(payload: Payload, user: TypedUser, ids: number[]): Promise<SavedVehicle[]> {
  const wanted = [...new Set(ids)];
  const existing = await savedRows(payload, user);
  const saved = new Set(existing.map((row) => Number(row.vehicleId)));
  const room = Math.max(0, savedListRules.maxSaved - existing.length);
  const toAdd = (
    await publicListingIds(
      payload,
      wanted.filter((id) => !saved.has(id)),
    )
  ).slice(0, room);
  // Oldest first, so that the newest is the latest saved and leads the list.
  for (const vehicleId of toAdd.reverse()) {
    try {
      await createRow(payload, user, vehicleId);
    } catch (error) {
      // Unlisted or the list filled up meanwhile (another device): skip it, the rest still merge.
      if (error instanceof ValidationError || (error as { status?: number }).status === 409) continue;
      throw error;
    }
  }
  return listSaved(payload, user);
}
