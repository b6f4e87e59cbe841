/**
 * GET /api/alerts/unsubscribe?token=: an alert email's link stops what its signed token names, without signing in
 * (the storefront's /alerts/unsubscribe page calls it). POST with the token in the query is the one-click
 * unsubscribe mail clients send from the List-Unsubscribe header. A forged or damaged token is a 400 and changes
 * nothing; attempts are limited per address.
 */
import { Router, type Request, type Response } from 'express';
import type { Payload } from 'payload';
import { unsubscribeQuerySchema } from '../../../contract/alerts.ts';
import { unsubscribe } from '../../domain/alerts/unsubscribe.ts';
import { clientAddress, enforce, type RateLimit } from '../security/rateLimit.ts';
import { parseInput } from '../validate.ts';

/** Far above anyone clicking their emails' links; low enough that no script tries tokens at any speed. */
export const unsubscribePerAddress: RateLimit = {
  name: 'alert-unsubscribe:ip',
  max: 60,
  windowSeconds: 60 * 60,
  message: 'Too many attempts. Please try again later.',
};

export function alertsRouter(payload: Payload): Router {
  const router = Router();

  const handle = async (req: Request, res: Response) => {
    const { token } = parseInput(unsubscribeQuerySchema, req.query);
    await enforce(payload, res, unsubscribePerAddress, clientAddress(req));
    res.setHeader('Cache-Control', 'no-store');
    res.json(await unsubscribe(payload, token));
  };
  router.get('/alerts/unsubscribe', handle);
  router.post('/alerts/unsubscribe', handle);

  return router;
}
