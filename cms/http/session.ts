/** Who is calling: Payload's auth strategies (session cookie with CSRF origin check, JWT, API key) on the request. */
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { createLocalReq, executeAuthStrategies, type Payload, type TypedUser } from 'payload';
import { poolOf } from '../platform/db/pool.ts';
import { databaseUnavailable, HttpError } from './errors.ts';

export function fetchHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((entry) => headers.append(name, entry));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * True when the request could carry a user: a Payload session cookie or any Authorization (JWT, API key). Cookie
 * names are compared trimmed, as Payload's own cookie parser reads them.
 */
export function carriesCredentials(payload: Payload, req: Pick<IncomingMessage, 'headers'>): boolean {
  if (req.headers.authorization) return true;
  const token = `${payload.config.cookiePrefix}-token`;
  const cookie = req.headers.cookie ?? '';
  // Every request asks (cached answers are for visitors only): most carry no cookie of that name at all.
  return cookie.includes(token) && cookie.split(';').some((pair) => pair.split('=', 1)[0].trim() === token);
}

/**
 * Payload's session check swallows database errors and answers "no user", which would sign people out during an
 * outage (401). A request that carries credentials and got no user asks the database once: unreachable means 503;
 * reachable means the check is run again, since its first try may have hit a connection the outage had broken. A
 * retry that finds no user asks once more, as the outage may have begun in between.
 */
export async function authenticateThroughOutage<User>(
  payload: Payload,
  req: Request,
  authenticate: () => Promise<User | null>,
): Promise<User | null> {
  const user = await authenticate();
  if (user || !carriesCredentials(payload, req)) return user;
  await databaseReachable(payload);
  const again = await authenticate();
  // The database may have gone away between the check and the retry (a server stopping closes its connections).
  if (!again) await databaseReachable(payload);
  return again;
}

/** Throws the outage's 503 when PostgreSQL cannot answer. */
async function databaseReachable(payload: Payload): Promise<void> {
  try {
    await poolOf(payload).query('select 1');
  } catch (error) {
    throw databaseUnavailable(error) ?? error;
  }
}

/**
 * The user the request's credentials name, through Payload's auth strategies (as `payload.auth` runs them, without
 * also working out that user's permissions on every collection and field, which no caller here reads: half a
 * millisecond of CPU a call). A request without credentials is nobody, and costs nothing to ask.
 */
async function credentialedUser(payload: Payload, req: Request): Promise<TypedUser | null> {
  if (!carriesCredentials(payload, req)) return null;
  const headers = fetchHeaders(req);
  const localReq = await createLocalReq({ req: { headers } }, payload);
  const { user } = await executeAuthStrategies({ headers, payload, req: localReq });
  return user ?? null;
}

const resolved = new WeakMap<Request, Promise<TypedUser | null>>();

/** The signed-in user, or null; resolved once per request. */
export function currentUser(payload: Payload, req: Request): Promise<TypedUser | null> {
  let user = resolved.get(req);
  if (!user) {
    // An outage is a 503, not a sign-out (see authenticateThroughOutage).
    user = authenticateThroughOutage(payload, req, () => credentialedUser(payload, req));
    resolved.set(req, user);
  }
  return user;
}

export async function requireUser(payload: Payload, req: Request): Promise<TypedUser> {
  const user = await currentUser(payload, req);
  if (!user) throw new HttpError(401, 'Sign in to continue');
  return user;
}
