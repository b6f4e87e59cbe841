/**
 * Whether a password is the account's. Payload exports no bare password check; its login operation is the check,
 * and the session that signing in opens is ended at once. Runs in the caller's locked transaction (accountLock.ts).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { AuthenticationError, loginOperation, type PayloadRequest, type TypedUser } from 'payload';
import { InvalidInputError } from '../errors.ts';
import { runSqlInRequest } from '../../platform/db/sql.ts';

function sessionIdOf(token: string | undefined): string | undefined {
  const claims = token?.split('.')[1];
  if (!claims) return undefined;
  return (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { sid?: string }).sid;
}

async function passwordMatches(req: PayloadRequest, user: TypedUser, password: string): Promise<boolean> {
  // Signing in makes the request's user the new session's; the caller's own session must stay the request's.
  const caller = req.user;
  try {
    const result = await loginOperation({
      collection: req.payload.collections.users,
      data: { email: user.email, password },
      req,
      overrideAccess: true,
    });
    const sid = sessionIdOf(result.token);
    if (sid) await runSqlInRequest(req, sql`DELETE FROM users_sessions WHERE _parent_id = ${user.id} AND id = ${sid}`);
    return true;
  } catch (error) {
    if (error instanceof AuthenticationError) return false;
    throw error;
  } finally {
    req.user = caller;
  }
}

/** Refuses with `message` on `field` unless `password` is the account's. */
export async function requirePassword(
  req: PayloadRequest,
  user: TypedUser,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  if (!(await passwordMatches(req, user, password))) throw new InvalidInputError(message, [{ path: field, message }]);
}
