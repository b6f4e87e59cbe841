/**
 * Several listings by id, as the caller may read them: through Payload's read access with the caller as user, so
 * visitors and strangers get public listings without private fields, owners their own, admins all. Ids the caller
 * may not read are simply missing. No view is counted: a list the buyer built is not someone looking at a car.
 */
import type { Payload, TypedUser } from 'payload';
import { publicStatuses } from '../../../contract/catalog/listingOptions.ts';
import type { Vehicle as VehicleDoc } from '../../payload/payload-types.ts';

/** The listings among `ids` that the caller may read, by id. */
export async function readableListings(
  payload: Payload,
  user: TypedUser | null,
  ids: readonly number[],
): Promise<Map<number, VehicleDoc>> {
  if (ids.length === 0) return new Map();
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  });
  return new Map(docs.map((doc) => [Number(doc.id), doc]));
}

/** Those listings in the order asked. */
export async function readableListingsInOrder(
  payload: Payload,
  user: TypedUser | null,
  ids: readonly number[],
): Promise<VehicleDoc[]> {
  const byId = await readableListings(payload, user, ids);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The listing is not one buyers can see (unknown, deleted, under review, rejected): a buyer's list refuses it. */
export class NotListedError extends Error {}

/**
 * Of `ids`, those buyers can see now (approved or sold), in the order given: what a buyer's own list (saved,
 * recently viewed) may take in, whoever the caller is (an owner's look at a listing under review is not a buyer's).
 */
export async function publicListingIds(payload: Payload, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [{ id: { in: [...ids] } }, { status: { in: [...publicStatuses] } }] },
    select: { status: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const found = new Set(docs.map((doc) => Number(doc.id)));
  return ids.filter((id) => found.has(id));
}
