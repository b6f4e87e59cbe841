/**
 * A signed-in buyer's saved cars, kept in the account: GET /api/user/saved, PUT and DELETE
 * /api/user/saved/{vehicleId}, POST /api/user/saved/merge. One car per call, so two devices changing the list at
 * once never overwrite each other's change. 401 signed out; writes are limited per account.
 */
import { Router, type Request } from 'express';
import type { Payload } from 'payload';
import { vehicleIdSchema } from '../../../contract/listings.ts';
import { savedMergeRequestSchema } from '../../../contract/savedMerge.ts';
import { savedMessages } from '../../../contract/savedVehicles.ts';
import { listSaved, mergeSaved, saveVehicle, unsaveVehicle } from '../../domain/saved/savedList.ts';
import { NotListedError } from '../../domain/vehicles/readableListings.ts';
import { HttpError } from '../errors.ts';
import { enforce, type RateLimit } from '../security/rateLimit.ts';
import { requireUser } from '../session.ts';
import { parseBody, parseInput } from '../validate.ts';

/** Far above anyone tapping hearts (a merge counts once), low enough that a script cannot churn the table. */
export const savedWritesPerUser: RateLimit = {
  name: 'saved-write:user',
  max: 120,
  windowSeconds: 10 * 60,
  message: savedMessages.tooMany,
};

const vehicleIdOf = (req: Request) => parseInput(vehicleIdSchema, req.params.vehicleId);

export function userSavedRouter(payload: Payload): Router {
  const router = Router();

  router.get('/user/saved', async (req, res) => {
    const user = await requireUser(payload, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listSaved(payload, user));
  });

  router.post('/user/saved/merge', async (req, res) => {
    const user = await requireUser(payload, req);
    const { ids } = parseBody(savedMergeRequestSchema, req);
    await enforce(payload, res, savedWritesPerUser, String(user.id));
    res.json(await mergeSaved(payload, user, ids));
  });

  router.put('/user/saved/:vehicleId', async (req, res) => {
    const user = await requireUser(payload, req);
    const vehicleId = vehicleIdOf(req);
    await enforce(payload, res, savedWritesPerUser, String(user.id));
    try {
      const { created, saved } = await saveVehicle(payload, user, vehicleId);
      res.status(created ? 201 : 200).json(saved);
    } catch (error) {
      if (error instanceof NotListedError) throw new HttpError(404, savedMessages.notListed);
      throw error;
    }
  });

  router.delete('/user/saved/:vehicleId', async (req, res) => {
    const user = await requireUser(payload, req);
    const vehicleId = vehicleIdOf(req);
    await enforce(payload, res, savedWritesPerUser, String(user.id));
    await unsaveVehicle(payload, user, vehicleId);
    res.status(204).end();
  });

  return router;
}
