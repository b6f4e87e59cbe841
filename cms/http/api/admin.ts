/**
 * Moderation: the pending queue, the stats cards, the status change with its history.
 * Admins only: 401 signed out, 403 for everyone else.
 */
import { Router, type Request } from 'express';
import { NotFound, type Payload, type TypedUser } from 'payload';
import { statusChangeSchema, vehicleIdSchema } from '../../../contract/listings.ts';
import { isAdmin } from '../../payload/access/roles.ts';
import { changeStatus } from '../../domain/moderation/changeStatus.ts';
import { eventView } from '../../domain/moderation/eventView.ts';
import { listingStats } from '../../domain/moderation/listingStats.ts';
import { pendingQueue } from '../../domain/moderation/pendingQueue.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { HttpError } from '../errors.ts';
import { requireUser } from '../session.ts';
import { parseBody, parseInput } from '../validate.ts';

async function requireAdmin(payload: Payload, req: Request): Promise<TypedUser> {
  const user = await requireUser(payload, req);
  if (!isAdmin(user)) throw new HttpError(403, 'Admin access required');
  return user;
}

export function adminRouter(payload: Payload): Router {
  const router = Router();

  router.get('/admin/vehicles/pending', async (req, res) => {
    await requireAdmin(payload, req);
    res.json(await pendingQueue(payload));
  });

  router.get('/admin/stats', async (req, res) => {
    await requireAdmin(payload, req);
    res.json(await listingStats(payload));
  });

  router.patch('/admin/vehicles/:vehicleId/status', async (req, res) => {
    const admin = await requireAdmin(payload, req);
    const vehicleId = parseInput(vehicleIdSchema, req.params.vehicleId);
    const { status, reason } = parseBody(statusChangeSchema, req);
    try {
      const updated = await changeStatus(payload, admin, vehicleId, status, reason);
      res.json(vehicleView(updated));
    } catch (error) {
      if (error instanceof NotFound) throw new HttpError(404, 'Vehicle not found');
      throw error;
    }
  });

  router.get('/admin/vehicles/:vehicleId/history', async (req, res) => {
    const admin = await requireAdmin(payload, req);
    const vehicleId = parseInput(vehicleIdSchema, req.params.vehicleId);
    const result = await payload.find({
      collection: 'moderation-events',
      where: { vehicle: { equals: vehicleId } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      user: admin,
      overrideAccess: false,
    });
    res.json(result.docs.map((doc) => eventView(doc)));
  });

  return router;
}
