/**
 * Failed sign-ins, limited per IP (credential stuffing across many accounts) and per email (guessing one account's
 * password). Only failures count, so people who sign in often are never held up. Each attempt takes a slot before it
 * runs (one atomic upsert, so a burst of parallel guesses cannot all slip in) and gives it back when it succeeds.
 * The per-email count is kept for any email, existing or not: a 429 tells nothing about who has an account.
 */
import type { Response } from 'express';
import type { Payload } from 'payload';
import { HttpError } from '../api/errors.ts';
import { poolOf } from '../db/pool.ts';
import { consume, type RateLimit } from './rateLimit.ts';

const TOO_MANY = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export const signInLimits = {
  ip: { name: 'login-failures:ip', max: 30, windowSeconds: 10 * 60, message: TOO_MANY },
  // Payload locks an account after 10 failures in a row (Users collection): the same number, for every email.
  email: { name: 'login-failures:email', max: 10, windowSeconds: 15 * 60, message: TOO_MANY },
} satisfies Record<string, RateLimit>;

export interface SignInSlot {
  /** The attempt succeeded: it does not count as a failure. */
  release(): Promise<void>;
}

/** Takes a slot for one attempt; over either limit, answers 429 with Retry-After (by throwing). */
export async function takeSignInSlot(payload: Payload, res: Response, ip: string, email: string): Promise<SignInSlot> {
  const keys: [RateLimit, string][] = [[signInLimits.ip, ip], [signInLimits.email, email.toLowerCase()]];
  const decisions = await Promise.all(keys.map(([limit, subject]) => consume(payload, limit, subject)));
  const release = async () => {
    await poolOf(payload).query('update rate_limits set hits = greatest(hits - 1, 0) where key = any($1)', [
      keys.map(([limit, subject]) => `${limit.name}:${subject}`),
    ]);
  };
  const refused = decisions.findIndex((decision) => !decision.allowed);
  if (refused === -1) return { release };
  // A refused attempt is not an attempt: it does not extend the wait.
  await release();
  res.setHeader('Retry-After', String(decisions[refused]!.retryAfterSeconds));
  throw new HttpError(429, keys[refused]![0].message);
}
