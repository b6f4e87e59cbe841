/**
 * Several listings by id, as the caller may read them: through Payload's read access with the caller as user, so
 * visitors and strangers get public listings without private fields, owners their own, admins all. Ids the caller
 * may not read are simply missing. No view is counted: a list the buyer built is not someone looking at a car.
 */
import type { Payload, TypedUser } from 'payload';
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
