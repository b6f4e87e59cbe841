/**
 * Deleting one's own account: its listings (live, under review or sold, with their versions and history), every
 * photo it uploaded (listing photos and the profile photo, files included), then the account and so its sessions.
 * The account goes last: a failure half-way leaves it in place, and deleting again finishes the job.
 */
import type { Payload, TypedUser } from 'payload';
import { accountMessages } from '../../../contract/account.ts';
import { ConflictError, InvalidInputError } from '../errors.ts';
import { passwordMatches } from './passwordCheck.ts';

async function isLastAdmin(payload: Payload, user: TypedUser): Promise<boolean> {
  if (user.role !== 'admin') return false;
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
  });
  return totalDocs <= 1;
}

export async function deleteAccount(payload: Payload, user: TypedUser, password: string): Promise<void> {
  if (!(await passwordMatches(payload, user, password))) {
    throw new InvalidInputError(accountMessages.wrongPassword, [
      { path: 'password', message: accountMessages.wrongPassword },
    ]);
  }
  if (await isLastAdmin(payload, user)) throw new ConflictError(accountMessages.lastAdmin);
  for (const collection of ['vehicles', 'media'] as const) {
    // A bulk delete reports each document it could not delete instead of throwing.
    const { errors } = await payload.delete({
      collection,
      where: { owner: { equals: user.id } },
      overrideAccess: true,
    });
    if (errors.length) throw new Error(`Could not delete ${collection} of user ${user.id}: ${errors[0].message}`);
  }
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true });
}
