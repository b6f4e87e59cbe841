/**
 * Whether a password is the account's. Payload exports no bare password check; its login operation is the check,
 * and the session that signing in opens is ended at once.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { AuthenticationError, createLocalReq, loginOperation, type Payload, type TypedUser } from 'payload';
import { runSql } from '../../platform/db/sql.ts';

function sessionIdOf(token: string | undefined): string | undefined {
  const claims = token?.split('.')[1];
  if (!claims) return undefined;
  return (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { sid?: string }).sid;
}

export async function passwordMatches(payload: Payload, user: TypedUser, password: string): Promise<boolean> {
  try {
    const result = await loginOperation({
      collection: payload.collections.users,
      data: { email: user.email, password },
      req: await createLocalReq({}, payload),
      overrideAccess: true,
    });
    const sid = sessionIdOf(result.token);
    if (sid) await runSql(payload, sql`DELETE FROM users_sessions WHERE _parent_id = ${user.id} AND id = ${sid}`);
    return true;
  } catch (error) {
    if (error instanceof AuthenticationError) return false;
    throw error;
  }
}
