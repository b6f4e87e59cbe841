/**
 * An admin's moderation decision and its line in the history, in one transaction: a decision is never recorded
 * without happening, nor happens unrecorded. On a listing with a change held for review, the decision is about the
 * change: approving publishes it, rejecting publishes the live version again; the listing's status stays.
 * `changes` are other fields saved with a status change (the console's edit).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  NotFound,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload';
import type { VehicleStatus } from '../../../contract/catalog/listingOptions.ts';
import type { ModerationSubject } from '../../../contract/listings.ts';
import { vehicleTitle } from '../../../contract/format.ts';
import { findHeldChange, submittedOverLive } from '../../payload/collections/Vehicles/heldChanges.ts';
import { DECIDING_CHANGE, HELD_CHANGE_CONFLICT } from '../../payload/collections/Vehicles/hooks/holdLiveEdits.ts';
import type { Vehicle as VehicleDoc } from '../../payload/payload-types.ts';
import { runSqlInRequest } from '../../platform/db/sql.ts';
import { ConflictError } from '../errors.ts';
import { queueEmail, sendQueuedEmailSoon, type EmailIntent } from '../email/emailIntents.ts';
import { relationId } from '../../payload/access/roles.ts';

/** What a version carries besides the listing itself. */
const versionBookkeeping = ['id', 'createdAt', 'updatedAt', '_status'] as const;

function listingData(doc: VehicleDoc): Record<string, unknown> {
  const data: Record<string, unknown> = { ...doc };
  for (const key of versionBookkeeping) delete data[key];
  return data;
}

/** The owner hears of an approval or a rejection (of the listing, or of their change); other moves are silent. */
function decisionEmail(
  before: VehicleDoc,
  toStatus: VehicleStatus,
  subject: ModerationSubject,
  reason: string | undefined,
): EmailIntent | undefined {
  if (toStatus !== 'approved' && toStatus !== 'rejected') return undefined;
  if (subject === 'listing' && before.status === toStatus) return undefined;
  if (before.owner == null) return undefined;
  return {
    kind: 'listingDecision',
    userId: Number(relationId(before.owner)),
    vehicleId: Number(before.id),
    title: vehicleTitle({ ...before, trim: before.trim ?? null }),
    subject,
    decision: toStatus,
    ...(toStatus === 'rejected' && reason ? { reason } : {}),
  };
}

/**
 * Saves the decision as published. The listing is locked and its held change, if any, already read in this
 * transaction: the collection's write hook is told so and does not look both up again.
 */
async function publishDecision(
  payload: Payload,
  req: PayloadRequest,
  id: number,
  data: Record<string, unknown>,
): Promise<VehicleDoc> {
  req.context[DECIDING_CHANGE] = true;
  try {
    return await payload.update({ collection: 'vehicles', id, data, depth: 0, req, overrideAccess: true });
  } finally {
    delete req.context[DECIDING_CHANGE];
  }
}

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
    // The row stays locked until the decision commits: a view count, a second decision or an owner's edit (which
    // locks it too, holdLiveEdits.ts) waits for it.
    const [locked] = await runSqlInRequest(req, sql`select id from vehicles where id = ${vehicleId} for update`);
    if (!locked) throw new NotFound(req.t);
    const before = await payload.findByID({
      collection: 'vehicles',
      id: vehicleId,
      depth: 0,
      req,
      overrideAccess: true,
    });
    const held = await findHeldChange(payload, vehicleId, req);
    let updated: VehicleDoc;
    let subject: ModerationSubject = 'listing';
    if (held) {
      if (Object.keys(changes).length || (toStatus !== 'approved' && toStatus !== 'rejected')) {
        throw new ConflictError(HELD_CHANGE_CONFLICT);
      }
      // Approving publishes the submitted version, rejecting the live one again: no change is left waiting.
      const decided = toStatus === 'approved' ? submittedOverLive(before, held.version) : before;
      updated = await publishDecision(payload, req, vehicleId, listingData(decided));
      subject = 'change';
    } else {
      // Status is server-managed (no request body writes it), so this call, reached by admins only, sets it.
      updated = await publishDecision(payload, req, vehicleId, { ...changes, status: toStatus });
    }
    await payload.create({
      collection: 'moderation-events',
      depth: 0,
      data: {
        vehicle: vehicleId,
        actor: admin.id,
        fromStatus: before.status,
        toStatus,
        reason: reason ?? null,
        subject,
      },
      req,
      overrideAccess: true,
    });
    const decided = decisionEmail(before, toStatus, subject, reason);
    if (decided) await queueEmail(payload, decided, req);
    await commitTransaction(req);
    if (decided) sendQueuedEmailSoon(payload);
    return updated;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
