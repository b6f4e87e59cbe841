/**
 * Changes held for review: an owner's edit of a live listing is saved as a draft version, and stays the listing's
 * latest version until an admin decides it. Approving publishes it; rejecting publishes the live version again, so
 * a draft that is no longer the latest is history, not a change waiting.
 */
import type { Payload, PayloadRequest, Where } from 'payload';
import type { Vehicle } from '../../payload-types.ts';
import { marketValueFields, valuedFields, type MarketValueFields } from './marketValues.ts';

export interface HeldChange {
  vehicleId: number;
  /** The listing as its owner submitted it. */
  version: Vehicle;
  submittedAt: string;
}

const heldWhere: Where[] = [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }];

/** The held changes of these listings, or of every listing without `vehicleIds`, by listing id. */
export async function findHeldChanges(
  payload: Payload,
  vehicleIds?: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<Map<number, HeldChange>> {
  const held = new Map<number, HeldChange>();
  if (vehicleIds && vehicleIds.length === 0) return held;
  const { docs } = await payload.db.findVersions({
    collection: 'vehicles',
    where: { and: [...heldWhere, ...(vehicleIds ? [{ parent: { in: [...vehicleIds] } }] : [])] },
    sort: 'updatedAt',
    pagination: false,
    limit: 0,
    req,
  });
  for (const doc of docs) {
    const vehicleId = Number(doc.parent);
    held.set(vehicleId, {
      vehicleId,
      version: { ...(doc.version as Vehicle), id: vehicleId },
      submittedAt: new Date(doc.updatedAt).toISOString(),
    });
  }
  return held;
}

export async function findHeldChange(
  payload: Payload,
  vehicleId: number,
  req?: Partial<PayloadRequest>,
): Promise<HeldChange | undefined> {
  return (await findHeldChanges(payload, [vehicleId], req)).get(vehicleId);
}

/**
 * The live listing's market value, while the submission keeps what it was figured from; none otherwise, since the
 * change is valued once it is live.
 */
function liveMarketValue(live: Vehicle, submitted: Vehicle): MarketValueFields {
  const same = valuedFields.every((field) => (submitted[field] ?? null) === (live[field] ?? null));
  return Object.fromEntries(marketValueFields.map((field) => [field, same ? live[field] : null])) as MarketValueFields;
}

/** The listing as its owner submitted it, with the live row's identity and what the server counts or derives on it. */
export function submittedOverLive(live: Vehicle, submitted: Vehicle): Vehicle {
  return {
    ...submitted,
    id: live.id,
    createdAt: live.createdAt,
    owner: live.owner,
    status: live.status,
    views: live.views,
    isFeatured: live.isFeatured,
    ...liveMarketValue(live, submitted),
  };
}
