/**
 * Failed sign-ins are throttled without handing anyone a lock-out. Three counters, kept in PostgreSQL so every app
 * server shares them, and only failures count (a successful attempt gives its slot back):
 * - per address and email: guessing one account's password from one place;
 * - per address: credential stuffing across many accounts from one place;
 * - per email from every address: distributed guessing. Its cap is far above what a person types, and even past it
 *   an address that has not failed for this email in the current window still gets through, so a stranger can
 *   never keep the owner out.
 * Each attempt takes its slots before it runs (one atomic upsert each, so a burst of parallel guesses cannot all
 * slip in). The counts are kept for any email, existing or not: a 429 tells nothing about who has an account.
 */
import type { Response } from 'express';
import type { Payload } from 'payload';
import { HttpError } from '../errors.ts';
import { poolOf } from '../../platform/db/pool.ts';
import { consume, type RateDecision, type RateLimit } from './rateLimit.ts';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export const signInLimits = {
  addressAndEmail: { name: 'login-failures:ip-email', max: 10, windowSeconds: 15 * 60, message: TOO_MANY },
  address: { name: 'login-failures:ip', max: 30, windowSeconds: 10 * 60, message: TOO_MANY },
  email: { name: 'login-failures:email', max: 100, windowSeconds: 60 * 60, message: TOO_MANY },
} satisfies Record<string, RateLimit>;

export interface SignInSlot {
  /** The attempt succeeded: it does not count as a failure. */
  release(): Promise<void>;
}

/** Takes a slot for one attempt; over a limit, answers 429 with Retry-After (by throwing). */
export async function takeSignInSlot(payload: Payload, res: Response, ip: string, email: string): Promise<SignInSlot> {
  const address = email.toLowerCase();
  const counters: [RateLimit, string][] = [
    [signInLimits.addressAndEmail, `${ip}:${address}`],
    [signInLimits.address, ip],
    [signInLimits.email, address],
  ];
  const [pair, fromAddress, forEmail] = await Promise.all(
    counters.map(([limit, subject]) => consume(payload, limit, subject)),
  );
  const release = async () => {
    await poolOf(payload).query('update rate_limits set hits = greatest(hits - 1, 0) where key = any($1)', [
      counters.map(([limit, subject]) => `${limit.name}:${subject}`),
    ]);
  };
  // This attempt is counted in `pair.hits`: more than one means this address has failed for this email before.
  const hasFailedHere = pair!.hits > 1;
  const refusal: RateDecision | undefined =
    [pair!, fromAddress!].find((decision) => !decision.allowed) ??
    (!forEmail!.allowed && hasFailedHere ? forEmail : undefined);
  if (!refusal) return { release };
  // A refused attempt is not an attempt: it does not extend the wait.
  await release();
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  throw new HttpError(429, TOO_MANY);
}
