/** Who is calling: Payload's auth strategies (session cookie with CSRF origin check, or JWT) on the request. */
import type { Request } from 'express';
import type { Payload, TypedUser } from 'payload';
import { authenticateThroughOutage } from './databaseUnavailable.ts';
import { HttpError } from './errors.ts';

export function fetchHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((entry) => headers.append(name, entry));
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

const resolved = new WeakMap<Request, Promise<TypedUser | null>>();

/** The signed-in user, or null; resolved once per request. */
export function currentUser(payload: Payload, req: Request): Promise<TypedUser | null> {
  let user = resolved.get(req);
  if (!user) {
    // An outage is a 503, not a sign-out (see authenticateThroughOutage).
    user = authenticateThroughOutage(payload, req, async () => ((await payload.auth({ headers: fetchHeaders(req) })).user as TypedUser | null) ?? null);
    resolved.set(req, user);
  }
  return user;
}

export async function requireUser(payload: Payload, req: Request): Promise<TypedUser> {
  const user = await currentUser(payload, req);
  if (!user) throw new HttpError(401, 'Sign in to continue');
  return user;
}
