/**
 * GET /api/saved-vehicles?ids=3,5,8: the listings a buyer saved in this browser (saved ids live only in
 * localStorage), read in one call. Unlike GET /api/vehicles/{id} it counts no view: showing a buyer's own list
 * is not someone looking at the car. Only what the caller may see comes back (public listings for visitors),
 * in the order asked; ids that are gone are simply missing.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { vehicleIdListSchema } from '../../../contract/vehicleIdList.ts';
import { readableListingsInOrder } from '../../domain/vehicles/readableListings.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { currentUser } from '../session.ts';
import { parseInput } from '../validate.ts';

export const SAVED_VEHICLES_MAX = 100;

const idsSchema = vehicleIdListSchema({ max: SAVED_VEHICLES_MAX });

export function savedVehiclesRouter(payload: Payload): Router {
  const router = Router();
  router.get('/saved-vehicles', async (req, res) => {
    const ids = parseInput(idsSchema, req.query.ids ?? '');
    if (ids.length === 0) return void res.json([]);
    const user = await currentUser(payload, req);
    const docs = await readableListingsInOrder(payload, user, ids);
    res.json(docs.map((doc) => vehicleView(doc)));
  });
  return router;
}
