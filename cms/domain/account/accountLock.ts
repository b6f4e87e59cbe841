/**
 * One writer of an account's row at a time. Payload writes a user's row whole: a sign-in reads the row, checks the
 * password (slowly, by design) and writes the row back with its new session, so a password reset or change that
 * lands in between would be undone, old hash and ended sessions included. Every write of an account's credentials,
 * sessions or email runs in a transaction that first takes the account's advisory lock.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload';
import { runSql, runSqlInRequest } from '../../platform/db/sql.ts';

/** The first key of the two-key advisory lock: "accounts" (other locks use one key). */
const ACCOUNT_LOCKS = 0x4163_6374;

/** `work` with the account locked and a request whose transaction it shares; the lock ends with the transaction. */
export async function withAccountLocked<T>(
  payload: Payload,
  userId: number | undefined,
  work: (req: PayloadRequest) => Promise<T>,
  user?: TypedUser,
): Promise<T> {
  const req = await createLocalReq(user ? { user } : {}, payload);
  await initTransaction(req);
  try {
    if (userId !== undefined)
      await runSqlInRequest(req, sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}, ${userId})`);
    const result = await work(req);
    await commitTransaction(req);
    return result;
  } catch (error) {
    // Payload's operations end a failed transaction themselves; ending it again is harmless.
    await killTransaction(req);
    throw error;
  }
}

/**
 * Serialises decisions about the set of admins (the last admin keeps their account) within the caller's locked
 * transaction; taken after the account's own lock, always in that order.
 */
export async function lockAdmins(req: PayloadRequest): Promise<void> {
  await runSqlInRequest(req, sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}, 0)`);
}

/** The account an email signs in to, if any. */
export async function accountIdByEmail(payload: Payload, email: string): Promise<number | undefined> {
  const [row] = await runSql<{ id: number }>(payload, sql`select id from users where email = ${email.toLowerCase()}`);
  return row ? Number(row.id) : undefined;
}

/** The account a reset token belongs to, if any. */
export async function accountIdByResetToken(payload: Payload, token: string): Promise<number | undefined> {
  const [row] = await runSql<{ id: number }>(payload, sql`select id from users where reset_password_token = ${token}`);
  return row ? Number(row.id) : undefined;
}
