/**
 * A signed-in buyer's recently viewed cars, kept in the account: GET and DELETE /api/user/recently-viewed, PUT
 * /api/user/recently-viewed/{vehicleId} (a detail page was viewed), POST /api/user/recently-viewed/merge (the
 * browser's list at sign-in). 401 signed out; writes are limited per account.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { vehicleIdSchema } from '../../../contract/listings.ts';
import { recentMergeRequestSchema } from '../../../contract/recentlyViewed.ts';
import { recentlyViewedMessages } from '../../../contract/recentlyViewedList.ts';
import {
  clearRecentlyViewed,
  listRecentlyViewed,
  mergeRecentlyViewed,
  recordView,
} from '../../domain/recent/recentlyViewed.ts';
import { NotListedError } from '../../domain/vehicles/readableListings.ts';
import { HttpError } from '../errors.ts';
import { enforce, type RateLimit } from '../security/rateLimit.ts';
import { requireUser } from '../session.ts';
import { parseBody, parseInput } from '../validate.ts';

/** Every detail page a buyer opens is a write: one a second for ten minutes, beyond any reading pace. */
export const recentWritesPerUser: RateLimit = {
  name: 'recent-write:user',
  max: 600,
  windowSeconds: 10 * 60,
  message: recentlyViewedMessages.tooMany,
};

export function userRecentlyViewedRouter(payload: Payload): Router {
  const router = Router();

  router.get('/user/recently-viewed', async (req, res) => {
    const user = await requireUser(payload, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listRecentlyViewed(payload, user));
  });

  router.delete('/user/recently-viewed', async (req, res) => {
    const user = await requireUser(payload, req);
    await enforce(payload, res, recentWritesPerUser, String(user.id));
    await clearRecentlyViewed(payload, user);
    res.status(204).end();
  });

  router.post('/user/recently-viewed/merge', async (req, res) => {
    const user = await requireUser(payload, req);
    const { ids } = parseBody(recentMergeRequestSchema, req);
    await enforce(payload, res, recentWritesPerUser, String(user.id));
    res.json(await mergeRecentlyViewed(payload, user, ids));
  });

  router.put('/user/recently-viewed/:vehicleId', async (req, res) => {
    const user = await requireUser(payload, req);
    const vehicleId = parseInput(vehicleIdSchema, req.params.vehicleId);
    await enforce(payload, res, recentWritesPerUser, String(user.id));
    try {
      await recordView(payload, user, vehicleId);
    } catch (error) {
      if (error instanceof NotListedError) throw new HttpError(404, recentlyViewedMessages.notListed);
      throw error;
    }
    res.status(204).end();
  });

  return router;
}
