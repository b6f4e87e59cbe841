/**
 * Payload's own REST sign-in (POST /cms-api/users/login) under the same rules as /api/login: the failed sign-in
 * limits per IP and per email, and a locked account answered as a wrong password. Payload itself answers a locked
 * account with 'This user is locked…', which tells that the email has an account.
 */
import type { Request, Response } from 'express';
import type { Payload } from 'payload';
import { HttpError } from '../api/errors.ts';
import { takeSignInSlot } from './signInLimits.ts';

/** Payload's own words for a failed sign-in (its English translation), so both answers look the same. */
const INCORRECT = 'The email or password provided is incorrect.';

export type LoginAnswer = { status: number; message: string } | undefined;

async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const locked = await payload.count({
    collection: 'users',
    where: { and: [{ email: { equals: email.toLowerCase() } }, { lockUntil: { greater_than: new Date().toISOString() } }] },
    overrideAccess: true,
  });
  return locked.totalDocs > 0;
}

/** Takes a sign-in slot (given back if Payload signs the user in); an answer to send instead of Payload's, if any. */
export async function guardRestLogin(payload: Payload, req: Request, res: Response, email: string): Promise<LoginAnswer> {
  try {
    const slot = await takeSignInSlot(payload, res, req.ip ?? 'unknown', email);
    res.on('finish', () => {
      if (res.statusCode === 200) void slot.release();
    });
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  return (await isLocked(payload, email)) ? { status: 401, message: INCORRECT } : undefined;
}
