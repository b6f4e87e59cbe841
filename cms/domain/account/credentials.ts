/**
 * Changing the password or the email of one's own account: both prove the current password first; a new email
 * takes effect only once its emailed link is opened (verifyAddress), and the old address is then told. Each runs
 * with the account locked (accountLock.ts).
 */
import type { Payload, PayloadRequest, TypedUser } from 'payload';
import { accountMessages } from '../../../contract/account.ts';
import { ConflictError, InvalidInputError } from '../errors.ts';
import { queueEmail, sendQueuedEmailSoon } from '../email/emailIntents.ts';
import { claimVerificationToken } from '../email/verificationToken.ts';
import { withAccountLocked } from './accountLock.ts';
import { requirePassword } from './passwordCheck.ts';

/** A reset link emailed before the change must not undo it. */
const resetLinksEnded = () => ({ resetPasswordExpiration: new Date().toISOString() });

async function emailTaken(req: PayloadRequest, email: string, exceptId: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0;
}

/**
 * Sets the new password and tells the account's address. Payload's update ends every session but the caller's
 * (the request's user carries the caller's session id).
 */
export async function changePassword(
  payload: Payload,
  user: TypedUser,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await withAccountLocked(
    payload,
    user.id,
    async (req) => {
      await requirePassword(req, user, currentPassword, 'currentPassword', accountMessages.wrongCurrentPassword);
      await payload.update({
        collection: 'users',
        id: user.id,
        data: { password: newPassword, ...resetLinksEnded() },
        req,
        overrideAccess: true,
      });
      await queueEmail(payload, { kind: 'passwordChanged', userId: user.id, at: new Date().toISOString() }, req);
    },
    user,
  );
  sendQueuedEmailSoon(payload);
}

/** Remembers the address and emails it a link; the account keeps its email until the link is opened. */
export async function requestEmailChange(
  payload: Payload,
  user: TypedUser,
  email: string,
  password: string,
): Promise<void> {
  await withAccountLocked(payload, user.id, async (req) => {
    await requirePassword(req, user, password, 'password', accountMessages.wrongPassword);
    if (email === user.email) {
      throw new InvalidInputError(accountMessages.sameEmail, [{ path: 'email', message: accountMessages.sameEmail }]);
    }
    if (await emailTaken(req, email, user.id)) throw new ConflictError(accountMessages.emailTaken);
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { pendingEmail: email },
      req,
      overrideAccess: true,
    });
    await queueEmail(payload, { kind: 'verify', userId: user.id }, req);
  });
  sendQueuedEmailSoon(payload);
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
  const verified = await withAccountLocked(payload, userId, async (req) => {
    const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, req, overrideAccess: true });
    if (email === user.email) {
      await payload.update({
        collection: 'users',
        id: userId,
        data: { emailVerified: true },
        req,
        overrideAccess: true,
      });
      return true;
    }
    if (email !== user.pendingEmail) return false;
    if (await emailTaken(req, email, userId)) throw new ConflictError(accountMessages.emailTaken);
    await payload.update({
      collection: 'users',
      id: userId,
      data: { email, pendingEmail: null, emailVerified: true, ...resetLinksEnded() },
      req,
      overrideAccess: true,
    });
    await queueEmail(payload, { kind: 'emailChanged', userId, oldEmail: user.email, newEmail: email }, req);
    return true;
  });
  sendQueuedEmailSoon(payload);
  return verified ? { userId } : null;
}
