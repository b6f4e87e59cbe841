/**
 * An admin's status change and its line in the moderation history, in one transaction: a change is never
 * recorded without happening, nor happens unrecorded. `changes` are other fields saved with it (the console's edit).
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TypedUser,
} from 'payload';
import type { VehicleStatus } from '../../../contract/catalog/listingOptions.ts';

export async function changeStatus(
  payload: Payload,
  admin: TypedUser,
  vehicleId: number,
  toStatus: VehicleStatus,
  reason: string | undefined,
  changes: Record<string, unknown> = {},
) {
  const req = await createLocalReq({ user: admin }, payload);
  await initTransaction(req);
  try {
    const before = await payload.findByID({
      collection: 'vehicles',
      id: vehicleId,
      depth: 0,
      req,
      user: admin,
      overrideAccess: false,
    });
    // Status is server-managed (no request body writes it), so this call, reached by admins only, sets it.
    const updated = await payload.update({
      collection: 'vehicles',
      id: vehicleId,
      data: { ...changes, status: toStatus },
      depth: 0,
      req,
      user: admin,
      overrideAccess: true,
    });
    await payload.create({
      collection: 'moderation-events',
      data: {
        vehicle: vehicleId,
        actor: admin.id,
        fromStatus: before.status,
        toStatus,
        reason: reason ?? null,
      } as never,
      req,
      overrideAccess: true,
    });
    await commitTransaction(req);
    return updated;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
