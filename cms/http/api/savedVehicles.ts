/**
 * GET /api/saved-vehicles?ids=3,5,8: the listings a buyer saved in this browser (saved ids live only in
 * localStorage), read in one call. Unlike GET /api/vehicles/{id} it counts no view: showing a buyer's own list
 * is not someone looking at the car. Only what the caller may see comes back (public listings for visitors),
 * in the order asked; ids that are gone are simply missing.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { z } from 'zod';
import { vehicleIdSchema } from '../../../contract/listings.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { currentUser } from '../session.ts';
import { parseInput } from '../validate.ts';

export const SAVED_VEHICLES_MAX = 100;

const idsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((entry) => entry.trim() !== '') : value),
  z
    .array(vehicleIdSchema, { error: 'ids must be a comma-separated list of vehicle ids' })
    .max(SAVED_VEHICLES_MAX, `At most ${SAVED_VEHICLES_MAX} ids`),
);

export function savedVehiclesRouter(payload: Payload): Router {
  const router = Router();
  router.get('/saved-vehicles', async (req, res) => {
    const ids = [...new Set(parseInput(idsSchema, req.query.ids ?? ''))];
    if (ids.length === 0) return void res.json([]);
    const user = await currentUser(payload, req);
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { id: { in: ids } },
      depth: 0,
      pagination: false,
      user,
      overrideAccess: false,
    });
    const byId = new Map(docs.map((doc) => [Number(doc.id), vehicleView(doc)]));
    res.json(ids.flatMap((id) => byId.get(id) ?? []));
  });
  return router;
}
