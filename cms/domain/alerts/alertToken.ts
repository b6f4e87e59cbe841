/**
 * The token of an alert email's unsubscribe link: what it stops and an HMAC of that under the server's secret, so
 * it works without signing in and cannot be made for someone else's search. It never expires: an old email's link
 * must still stop the emails. Nothing is stored; the signature is checked in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Payload } from 'payload';
import type { UnsubscribeScope } from '../../../contract/alerts.ts';

export interface AlertTokenSubject {
  scope: UnsubscribeScope;
  /** The saved search's id for 'search', the account's for 'savedCars' and 'all'. */
  id: number;
}

const scopeCodes: Record<UnsubscribeScope, string> = { search: 's', savedCars: 'c', all: 'a' };
const scopeOfCode = new Map(Object.entries(scopeCodes).map(([scope, code]) => [code, scope as UnsubscribeScope]));

function signature(payload: Payload, code: string, id: number): Buffer {
  return createHmac('sha256', payload.secret).update(`alert-unsubscribe:${code}:${id}`).digest();
}

export function alertToken(payload: Payload, { scope, id }: AlertTokenSubject): string {
  const code = scopeCodes[scope];
  return `${code}.${id}.${signature(payload, code, id).toString('base64url')}`;
}

/** What a token stops; null for anything that is not a token this server signed. */
export function readAlertToken(payload: Payload, token: string): AlertTokenSubject | null {
  const match = /^([a-z])\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const scope = match && scopeOfCode.get(match[1]!);
  if (!match || !scope) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(payload, match[1]!, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { scope, id } : null;
}
