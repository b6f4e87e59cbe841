/**
 * Decides, before Payload starts a write, where it goes:
 * - the owner's edit of a live listing (approved or sold) becomes a draft version held for review, and the table,
 *   which every public read uses, keeps the live version;
 * - every other save is published (the table and a new version), creates included;
 * - while a change is held, no other edit reaches the listing until an admin decides the change;
 * - an admin's moderation decision (`req.context[DECIDING_CHANGE]`) is published as it is: its caller has locked
 *   the listing and read its held change already;
 * - the publication state is never taken from a request body; versions are not restored and listings are not
 *   updated in bulk, since either would publish without review.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { APIError, Forbidden, type CollectionBeforeOperationHook } from 'payload';
import { publicStatuses, type VehicleStatus } from '../../../../../contract/catalog/listingOptions.ts';
import { isAdmin } from '../../../access/roles.ts';
import { runSqlInRequest } from '../../../../platform/db/sql.ts';
import { findHeldChange } from '../heldChanges.ts';

export const DECIDING_CHANGE = 'decidingChange';

export const HELD_CHANGE_CONFLICT =
  'This listing has changes waiting for review: approve or reject them before editing it.';

type WriteArgs = { id?: number | string; data?: Record<string, unknown>; draft?: boolean; overrideAccess?: boolean };

const published = (data: Record<string, unknown> | undefined) => ({ ...withoutStatus(data), _status: 'published' });

function withoutStatus(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const { _status: _ignored, ...rest } = data ?? {};
  return rest;
}

export const holdLiveEdits: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const write = args as WriteArgs;
  if (operation === 'create') return { ...args, draft: false, data: published(write.data) };
  if (operation === 'restoreVersion') {
    if (!write.overrideAccess) throw new Forbidden(req.t);
    return args;
  }
  if (operation !== 'update') return args;
  if (req.context?.[DECIDING_CHANGE]) return { ...args, draft: false, data: published(write.data) };
  if (write.id === undefined) throw new APIError('Listings are updated one at a time.', 400, undefined, true);

  // Locked until this write commits (Payload's transaction has begun): a moderation decision, which locks the row
  // first as well, either commits before and its status is read here, or waits and then reads the change held.
  const id = Number(write.id);
  const [live] = Number.isSafeInteger(id)
    ? await runSqlInRequest<{ status: VehicleStatus | null }>(
        req,
        sql`select status::text as status from vehicles where id = ${id} for update`,
      )
    : [];
  // Payload answers an unknown listing itself.
  if (!live) return { ...args, data: withoutStatus(write.data) };
  const asOwner = Boolean(req.user) && !isAdmin(req.user);
  const isLive = live.status !== null && publicStatuses.includes(live.status);
  if (asOwner && isLive) return { ...args, draft: true, data: withoutStatus(write.data) };
  if (await findHeldChange(req.payload, id, req)) {
    throw new APIError(HELD_CHANGE_CONFLICT, 409, undefined, true);
  }
  return { ...args, draft: false, data: published(write.data) };
};
