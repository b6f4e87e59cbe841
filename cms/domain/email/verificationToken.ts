/**
 * The emailed link that verifies an address, kept in its own table (`email_verifications`): Payload rewrites a
 * user's row whole on every sign-in, which would undo a token issued meanwhile. The table keeps only the token's
 * SHA-256 digest, so a copy of it verifies nothing. A new link replaces the account's previous one; opening a link
 * uses it up.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { VERIFY_LINK_HOURS } from '../../../contract/account.ts';
import { runSql } from '../../platform/db/sql.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token that verifies `email` for the account (its own address, or the one it asked to move to). */
export async function issueVerificationToken(payload: Payload, userId: number, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await runSql(
    payload,
    sql`INSERT INTO email_verifications (user_id, token_hash, email, expires_at)
        VALUES (${userId}, ${digest(token)}, ${email}, now() + make_interval(hours => ${VERIFY_LINK_HOURS}))
        ON CONFLICT (user_id) DO UPDATE
          SET token_hash = excluded.token_hash, email = excluded.email, expires_at = excluded.expires_at`,
  );
  return token;
}

export interface ClaimedVerification {
  userId: number;
  /** The address the link was sent to. */
  email: string;
}

/** Uses the token up in one statement (two clicks on one link: one claims it); null when unknown or expired. */
export async function claimVerificationToken(payload: Payload, token: string): Promise<ClaimedVerification | null> {
  const [row] = await runSql<{ user_id: number; email: string }>(
    payload,
    sql`DELETE FROM email_verifications
        WHERE token_hash = ${digest(token)} AND expires_at > now()
        RETURNING user_id, email`,
  );
  return row ? { userId: Number(row.user_id), email: row.email } : null;
}
