/** The session cookie Payload reads, set after signing in (or resetting a password) and expired on leaving. */
import type { Response } from 'express';
import type { Payload } from 'payload';
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared';

export function setSessionCookie(payload: Payload, res: Response, token: string): void {
  res.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token,
    }) as string,
  );
}

export function expireSessionCookie(payload: Payload, res: Response): void {
  res.append(
    'Set-Cookie',
    generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
    }) as string,
  );
}
