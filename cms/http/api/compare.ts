/**
 * GET /api/vehicles/compare?ids=1,2,3: up to COMPARE_MAX listings side by side, read in one call. Like
 * GET /api/saved-vehicles it reads through Payload's access with the caller as user (public listings for visitors
 * and strangers, their own in any status for an owner, private fields only to the owner and admins), answers in the
 * order asked with invisible ids left out, and counts no view: a comparison is not a look at the detail page.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import type { CompareResponse } from '../../../contract/compare.ts';
import { compareQuerySchema } from '../../../contract/compareQuery.ts';
import { readableListingsInOrder } from '../../domain/vehicles/readableListings.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { currentUser } from '../session.ts';
import { parseInput } from '../validate.ts';

export function compareRouter(payload: Payload): Router {
  const router = Router();
  router.get('/vehicles/compare', async (req, res) => {
    const { ids } = parseInput(compareQuerySchema, { ids: req.query.ids ?? '' });
    const user = await currentUser(payload, req);
    const docs = await readableListingsInOrder(payload, user, ids);
    const answer: CompareResponse = docs.map((doc) => vehicleView(doc));
    res.json(answer);
  });
  return router;
}
