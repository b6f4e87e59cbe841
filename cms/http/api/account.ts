/**
 * An account's own calls: forgot and reset password, email verification, profile, password and email changes,
 * export and deletion. Every email they cause is queued (never sent while the request waits).
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import {
  accountDeletionSchema,
  accountMessages,
  emailChangeSchema,
  forgotPasswordRequestSchema,
  passwordChangeSchema,
  accountUpdateSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../../../contract/account.ts';
import { exportAccount } from '../../domain/account/accountExport.ts';
import { changePassword, requestEmailChange, verifyAddress } from '../../domain/account/credentials.ts';
import { deleteAccount } from '../../domain/account/deleteAccount.ts';
import { resetPassword } from '../../domain/account/passwordReset.ts';
import { updateProfile } from '../../domain/account/profile.ts';
import { queueEmail, queueEmailUnhurried } from '../../domain/email/emailIntents.ts';
import { currentUserView } from '../../domain/users/currentUserView.ts';
import { HttpError } from '../errors.ts';
import { accountLimits } from '../security/accountLimits.ts';
import { clientAddress, enforce } from '../security/rateLimit.ts';
import { requireUser } from '../session.ts';
import { expireSessionCookie, setSessionCookie } from '../sessionCookie.ts';
import { parseBody } from '../validate.ts';

export function accountRouter(payload: Payload): Router {
  const router = Router();

  // The same answer, at the same speed, whether or not the address has an account: the lookup happens in the job.
  router.post('/forgot-password', async (req, res) => {
    const { email } = parseBody(forgotPasswordRequestSchema, req);
    await enforce(payload, res, accountLimits.forgotPerIp, clientAddress(req));
    await enforce(payload, res, accountLimits.forgotPerEmail, email);
    await queueEmailUnhurried(payload, { kind: 'passwordReset', email });
    res.json({ message: accountMessages.resetSent });
  });

  router.post('/reset-password', async (req, res) => {
    const { token, password } = parseBody(resetPasswordRequestSchema, req);
    await enforce(payload, res, accountLimits.linkPerIp, clientAddress(req));
    const reset = await resetPassword(payload, token, password);
    if (!reset) throw new HttpError(400, accountMessages.badResetLink);
    setSessionCookie(payload, res, reset.sessionToken);
    res.json(currentUserView(reset.user));
  });

  router.post('/verify-email', async (req, res) => {
    const { token } = parseBody(verifyEmailRequestSchema, req);
    await enforce(payload, res, accountLimits.linkPerIp, clientAddress(req));
    const verified = await verifyAddress(payload, token);
    if (!verified) throw new HttpError(400, accountMessages.badVerifyLink);
    res.json({ message: accountMessages.emailVerified });
  });

  router.post('/verify-email/resend', async (req, res) => {
    const user = await requireUser(payload, req);
    if (user.emailVerified && !user.pendingEmail) {
      res.json({ message: accountMessages.alreadyVerified });
      return;
    }
    await enforce(payload, res, accountLimits.resendPerUser, String(user.id));
    await queueEmail(payload, { kind: 'verify', userId: Number(user.id) });
    res.json({ message: accountMessages.verifySent });
  });

  router.patch('/user', async (req, res) => {
    const user = await requireUser(payload, req);
    const profile = parseBody(accountUpdateSchema, req);
    res.json(currentUserView(await updateProfile(payload, user, profile)));
  });

  router.post('/user/password', async (req, res) => {
    const user = await requireUser(payload, req);
    const { currentPassword, newPassword } = parseBody(passwordChangeSchema, req);
    await enforce(payload, res, accountLimits.passwordProofPerUser, String(user.id));
    await changePassword(payload, user, currentPassword, newPassword);
    res.json({ message: accountMessages.passwordChanged });
  });

  router.post('/user/email', async (req, res) => {
    const user = await requireUser(payload, req);
    const { email, password } = parseBody(emailChangeSchema, req);
    await enforce(payload, res, accountLimits.passwordProofPerUser, String(user.id));
    await requestEmailChange(payload, user, email, password);
    res.json({ message: accountMessages.emailChangeSent });
  });

  router.get('/user/export', async (req, res) => {
    const user = await requireUser(payload, req);
    await enforce(payload, res, accountLimits.exportPerUser, String(user.id));
    const data = await exportAccount(payload, user);
    const day = data.exportedAt.slice(0, 10);
    res.setHeader('Content-Disposition', `attachment; filename="account-${user.id}-${day}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.delete('/user', async (req, res) => {
    const user = await requireUser(payload, req);
    const { password } = parseBody(accountDeletionSchema, req);
    await enforce(payload, res, accountLimits.passwordProofPerUser, String(user.id));
    await deleteAccount(payload, user, password);
    expireSessionCookie(payload, res);
    res.json({ message: accountMessages.accountDeleted });
  });

  return router;
}
