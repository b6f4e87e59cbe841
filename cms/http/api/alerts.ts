/**
 * POST /api/alerts/unsubscribe?token=: an alert email's link stops what its signed token names, without signing in.
 * The storefront's /alerts/unsubscribe page posts it, and mail clients post it as the one-click unsubscribe of the
 * List-Unsubscribe header (RFC 8058). There is no GET: a link scanner fetching the header's address changes nothing.
 * A forged or damaged token is a 400 and changes nothing; refused tokens are limited per address.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { unsubscribeQuerySchema } from '../../../contract/alerts.ts';
import { unsubscribe } from '../../domain/alerts/unsubscribe.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import { HttpError } from '../errors.ts';
import { clientAddress, enforce, type RateLimit } from '../security/rateLimit.ts';
import { parseInput } from '../validate.ts';

/**
 * Only refused tokens count: a mail provider sends many people's one-click unsubscribes from one address, and a
 * valid token cannot be guessed. Far above anyone mistyping a link; no script tries tokens at any speed.
 */
export const refusedUnsubscribesPerAddress: RateLimit = {
  name: 'alert-unsubscribe-refused:ip',
  max: 60,
  windowSeconds: 60 * 60,
  message: 'Too many attempts. Please try again later.',
};

const isRefusal = (error: unknown) =>
  error instanceof InvalidInputError || (error instanceof HttpError && error.status === 400);

export function alertsRouter(payload: Payload): Router {
  const router = Router();

  router.post('/alerts/unsubscribe', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const { token } = parseInput(unsubscribeQuerySchema, req.query);
      res.json(await unsubscribe(payload, token));
    } catch (error) {
      if (isRefusal(error)) await enforce(payload, res, refusedUnsubscribesPerAddress, clientAddress(req));
      throw error;
    }
  });

  return router;
}
