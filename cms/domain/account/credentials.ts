/**
 * Changing the password or the email of one's own account: both prove the current password first; a new email
 * takes effect only once its emailed link is opened (verifyAddress), and the old address is then told.
 */
import type { Payload, TypedUser } from 'payload';
import { accountMessages } from '../../../contract/account.ts';
import { ConflictError, InvalidInputError } from '../errors.ts';
import { queueEmail } from '../email/emailIntents.ts';
import { passwordMatches } from './passwordCheck.ts';
import { claimVerificationToken } from '../email/verificationToken.ts';

async function requirePassword(payload: Payload, user: TypedUser, password: string, field: string, message: string) {
  if (!(await passwordMatches(payload, user, password))) {
    throw new InvalidInputError(message, [{ path: field, message }]);
  }
}

async function emailTaken(payload: Payload, email: string, exceptId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/**
 * Sets the new password; the account's address is told. Payload's update ends every session but the caller's
 * (`user` carries the caller's session id).
 */
export async function changePassword(
  payload: Payload,
  user: TypedUser,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await requirePassword(payload, user, currentPassword, 'currentPassword', accountMessages.wrongCurrentPassword);
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: newPassword },
    user,
    overrideAccess: true,
  });
  await queueEmail(payload, { kind: 'passwordChanged', userId: user.id, at: new Date().toISOString() });
}

/** Remembers the address and emails it a link; the account keeps its email until the link is opened. */
export async function requestEmailChange(
  payload: Payload,
  user: TypedUser,
  email: string,
  password: string,
): Promise<void> {
  await requirePassword(payload, user, password, 'password', accountMessages.wrongPassword);
  if (email === user.email) {
    throw new InvalidInputError(accountMessages.sameEmail, [{ path: 'email', message: accountMessages.sameEmail }]);
  }
  if (await emailTaken(payload, email, user.id)) throw new ConflictError(accountMessages.emailTaken);
  await payload.update({ collection: 'users', id: user.id, data: { pendingEmail: email }, overrideAccess: true });
  await queueEmail(payload, { kind: 'verify', userId: user.id });
}

/**
 * Opens an emailed verification link. A link to the account's own address verifies it; a link to the address it
 * asked to move to makes that the account's email (verified, since its owner opened the link), and the old address
 * is told. A link to any other address (an earlier request since replaced) does nothing. Null: no such link.
 */
export async function verifyAddress(payload: Payload, token: string): Promise<{ userId: number } | null> {
  const claimed = await claimVerificationToken(payload, token);
  if (!claimed) return null;
  const { userId, email } = claimed;
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true });
  if (email === user.email) {
    await payload.update({ collection: 'users', id: userId, data: { emailVerified: true }, overrideAccess: true });
    return { userId };
  }
  if (email !== user.pendingEmail) return null;
  if (await emailTaken(payload, email, userId)) {
    await payload.update({ collection: 'users', id: userId, data: { pendingEmail: null }, overrideAccess: true });
    throw new ConflictError(accountMessages.emailTaken);
  }
  await payload.update({
    collection: 'users',
    id: userId,
    data: { email, pendingEmail: null, emailVerified: true },
    overrideAccess: true,
  });
  await queueEmail(payload, { kind: 'emailChanged', userId, oldEmail: user.email, newEmail: email });
  return { userId };
}
