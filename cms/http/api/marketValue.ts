/**
 * GET /api/vehicles/market-value: the listing form's price guidance, the market value of the car the seller
 * describes. Signed-in sellers only, and limited per user: each call runs the valuation's SQL.
 */
import { Router } from 'express';
import { Forbidden, NotFound, type Payload, type TypedUser } from 'payload';
import { marketValueQuerySchema } from '../../../contract/marketValue.ts';
import { relationId } from '../../payload/access/roles.ts';
import { marketValueOfCar } from '../../payload/collections/Vehicles/marketValueOfCar.ts';
import { enforce } from '../security/rateLimit.ts';
import { marketValueLimits } from '../security/marketValueLimits.ts';
import { requireUser } from '../session.ts';
import { parseInput } from '../validate.ts';

/** `id` when it is the caller's own listing (its price must not value itself); else nothing is left out. */
async function ownListing(payload: Payload, user: TypedUser, id: number | undefined): Promise<number | undefined> {
  if (id === undefined) return undefined;
  try {
    const doc = await payload.findByID({ collection: 'vehicles', id, depth: 0, user, overrideAccess: false });
    return relationId(doc.owner) === user.id ? id : undefined;
  } catch (error) {
    // Someone else's unpublished listing, or none: ignored, as someone else's live one is.
    if (error instanceof NotFound || error instanceof Forbidden) return undefined;
    throw error;
  }
}

export function marketValueRouter(payload: Payload): Router {
  const router = Router();

  router.get('/vehicles/market-value', async (req, res) => {
    const user = await requireUser(payload, req);
    const query = parseInput(marketValueQuerySchema, req.query);
    await enforce(payload, res, marketValueLimits.perUser, String(user.id));
    const leaveOut = await ownListing(payload, user, query.listingId);
    res.json(await marketValueOfCar(payload, { ...query, leaveOut }));
  });

  return router;
}
