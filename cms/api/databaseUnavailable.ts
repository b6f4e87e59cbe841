/**
 * PostgreSQL unreachable (stopped, restarting, network gone, pool timed out): a 503 the client can retry, never a
 * 500 or a hanging request. Errors arrive raw from pg, wrapped by drizzle (`cause`) or by Payload.
 */
import type { Request } from 'express';
import type { Payload } from 'payload';
import { poolOf } from '../db/pool.ts';
import { HttpError } from './errors.ts';

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Socket errors, and PostgreSQL's class 08 (connection exception) and 57P01-57P03 (shutdown, starting up). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
// pg and pg-pool say these without a code; wrappers that drop the cause keep the words (Payload's "cannot begin
// transaction: connect ECONNREFUSED ...").
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|ECONNREFUSED|ECONNRESET|the database system is (shutting down|starting up|in recovery mode)|terminating connection due to administrator command/i;

function unavailable(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

/** The 503 for an error that means the database cannot be reached, else undefined. */
export function databaseUnavailable(error: unknown): HttpError | undefined {
  return isDatabaseUnavailable(error) ? new HttpError(503, DATABASE_UNAVAILABLE) : undefined;
}

function carriesSession(payload: Payload, req: Request): boolean {
  const cookie = req.headers.cookie ?? '';
  return cookie.includes(`${payload.config.cookiePrefix}-token=`) || /^(JWT|Bearer) /i.test(req.headers.authorization ?? '');
}

/**
 * Payload's session check swallows database errors and answers "no user", which would sign people out during an
 * outage (401). A request that carries a session and got no user asks the database once: unreachable means 503;
 * reachable means the check is run again, since its first try may have hit a connection the outage had broken.
 */
export async function authenticateThroughOutage<User>(payload: Payload, req: Request, authenticate: () => Promise<User | null>): Promise<User | null> {
  const user = await authenticate();
  if (user || !carriesSession(payload, req)) return user;
  try {
    await poolOf(payload).query('select 1');
  } catch (error) {
    throw databaseUnavailable(error) ?? error;
  }
  return authenticate();
}
