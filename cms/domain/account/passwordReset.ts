/**
 * Resetting a forgotten password from its emailed link, with Payload's own operation: it checks the token and its
 * hour, sets the password, ends every session and opens one. The link reached the account's address, which proves
 * the address as well as a verification link would. The account's address is told.
 */
import { APIError, resetPasswordOperation, type Payload } from 'payload';
import type { User } from '../../payload/payload-types.ts';
import { queueEmail, sendQueuedEmailSoon } from '../email/emailIntents.ts';
import { accountIdByResetToken, withAccountLocked } from './accountLock.ts';

/** The new session's token and the account; null for an unknown, used or expired link. */
export async function resetPassword(
  payload: Payload,
  token: string,
  password: string,
): Promise<{ sessionToken: string; user: User } | null> {
  const userId = await accountIdByResetToken(payload, token);
  if (userId === undefined) return null;
  try {
    const reset = await withAccountLocked(payload, userId, async (req) => {
      const result = await resetPasswordOperation({
        collection: payload.collections.users,
        data: { token, password },
        req,
        overrideAccess: true,
      });
      if (!result.token) return null;
      const user = await payload.update({
        collection: 'users',
        id: userId,
        data: { emailVerified: true },
        req,
        overrideAccess: true,
      });
      await queueEmail(payload, { kind: 'passwordChanged', userId, at: new Date().toISOString() }, req);
      return { sessionToken: result.token, user };
    });
    sendQueuedEmailSoon(payload);
    return reset;
  } catch (error) {
    // Payload's answer to a token that has expired since the look-up.
    if (error instanceof APIError && error.status < 500) return null;
    throw error;
  }
}
