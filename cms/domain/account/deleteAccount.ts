/**
 * Deleting one's own account, with its password, and never the last admin's. What goes with the account (its
 * listings, their versions and photos, its uploads) is the collection's rule (Users/hooks/deleteOwnedContent.ts),
 * so an admin's deletion from the console removes as much.
 */
import type { Payload, PayloadRequest, TypedUser } from 'payload';
import { accountMessages } from '../../../contract/account.ts';
import { ConflictError } from '../errors.ts';
import { lockAdmins, withAccountLocked } from './accountLock.ts';
import { requirePassword } from './passwordCheck.ts';

async function isLastAdmin(req: PayloadRequest, user: TypedUser): Promise<boolean> {
  if (user.role !== 'admin') return false;
  // Two admins deleting themselves at once: the second counts after the first has gone.
  await lockAdmins(req);
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
    req,
  });
  return totalDocs <= 1;
}

export async function deleteAccount(payload: Payload, user: TypedUser, password: string): Promise<void> {
  await withAccountLocked(payload, user.id, async (req) => {
    await requirePassword(req, user, password, 'password', accountMessages.wrongPassword);
    if (await isLastAdmin(req, user)) throw new ConflictError(accountMessages.lastAdmin);
    await payload.delete({ collection: 'users', id: user.id, req, overrideAccess: true });
  });
}
