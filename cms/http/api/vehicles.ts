/**
 * Listings: recent, featured, search, the caller's own, detail with its view count, its price history, and create,
 * update, delete for owners and admins. Access comes from the collection's rules: every Payload call carries the
 * caller as `user` with `overrideAccess: false`.
 */
import { Router, type Request } from 'express';
import { Forbidden, NotFound, type Payload, type TypedUser } from 'payload';
import { listingInputSchema, vehicleIdSchema } from '../../../contract/listings.ts';
import { isAdmin, relationId } from '../../payload/access/roles.ts';
import type { AppEnv } from '../../platform/config/env.ts';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import { sendJsonAnswer } from '../cachedAnswers.ts';
import { searchAnswerRoutes } from './searchAnswerRoutes.ts';
import { viewCounting, visitorListingRoute } from './visitorListing.ts';
import { listingsOf, ownerView, ownerViews } from '../../domain/vehicles/ownerView.ts';
import { findPriceHistory } from '../../domain/vehicles/priceHistory.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { HttpError } from '../errors.ts';
import { carriesCredentials, currentUser, requireUser } from '../session.ts';
import { parseBody, parseInput } from '../validate.ts';

const NOT_FOUND = 'Vehicle not found';

function idOf(req: Request): number {
  return parseInput(vehicleIdSchema, req.params.id);
}

/** A listing the caller may see (404 otherwise: unpublished listings are invisible, not forbidden). */
async function findVisible(payload: Payload, id: number, user: TypedUser | null) {
  try {
    return await payload.findByID({ collection: 'vehicles', id, depth: 0, user, overrideAccess: false });
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, NOT_FOUND);
    throw error;
  }
}

/**
 * PUT replaces the listing ("same as create"): a field the seller emptied is absent from the parsed body and
 * must be cleared, not kept, so every field of the contract is written.
 */
function asReplacement(data: Record<string, unknown>): Record<string, unknown> {
  const replacement: Record<string, unknown> = {};
  for (const key of Object.keys(listingInputSchema.shape)) {
    const value = data[key];
    replacement[key] = value !== undefined ? value : listFields.has(key) ? [] : null;
  }
  return replacement;
}
const listFields = new Set(['features', 'images', 'recentServices']);

const canManage = (user: TypedUser, doc: { owner?: unknown }) => isAdmin(user) || relationId(doc.owner) === user.id;

/** The listing, when the caller may change it: 404 if they cannot see it, 403 if it is someone else's. */
async function findManageable(payload: Payload, id: number, user: TypedUser) {
  const doc = await findVisible(payload, id, user);
  if (!canManage(user, doc)) throw new HttpError(403, 'This listing belongs to someone else');
  return doc;
}

export function vehiclesRouter(
  payload: Payload,
  env: Pick<AppEnv, 'payloadSecret'>,
  answers: SearchAnswerCache,
): Router {
  const router = Router();
  const countView = viewCounting(payload, env.payloadSecret);
  const visitorListing = visitorListingRoute(payload, answers, env.payloadSecret);
  const clientOf = (req: Request) => ({ address: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

  // Also answered before Express (cachedAnswers.ts), whenever the input is valid and the database answers.
  for (const [path, answer] of Object.entries(searchAnswerRoutes(answers))) {
    router.get(path, async (req, res) => {
      sendJsonAnswer(res, await answer(payload, req.query, req.originalUrl));
    });
  }

  router.get('/user/vehicles', async (req, res) => {
    const user = await requireUser(payload, req);
    // The owner filter is the whole access rule here; private fields are the caller's own.
    res.json(await ownerViews(payload, await listingsOf(payload, Number(user.id))));
  });

  router.get('/vehicles/:id', async (req, res) => {
    const id = idOf(req);
    // Also answered before Express (cachedAnswers.ts) when the path is the id's digits alone.
    if (!carriesCredentials(payload, req)) {
      const answer = await visitorListing(id, clientOf(req));
      if (!answer) throw new HttpError(404, NOT_FOUND);
      return sendJsonAnswer(res, answer);
    }
    const user = await currentUser(payload, req);
    const doc = await findVisible(payload, id, user);
    // Its owner and admins read the version submitted and where its review stands; buyers the live one.
    if (user && canManage(user, doc)) return void res.json(await ownerView(payload, doc));
    countView(id, user ? { userId: user.id } : clientOf(req));
    res.json(vehicleView(doc));
  });

  // Prices buyers saw: as public as the listing, whoever asks.
  router.get('/vehicles/:id/price-history', async (req, res) => {
    const history = await findPriceHistory(payload, idOf(req));
    if (!history) throw new HttpError(404, NOT_FOUND);
    res.json(history);
  });

  router.post('/vehicles', async (req, res) => {
    const user = await requireUser(payload, req);
    const data = parseBody(listingInputSchema, req);
    const doc = await payload.create({
      collection: 'vehicles',
      data: data as never,
      depth: 0,
      user,
      overrideAccess: false,
    });
    res.status(201).json(vehicleView(doc));
  });

  router.put('/vehicles/:id', async (req, res) => {
    const user = await requireUser(payload, req);
    const id = idOf(req);
    const data = asReplacement(parseBody(listingInputSchema, req));
    await findManageable(payload, id, user);
    // An edit of a live listing is held for review (the collection decides): answer with what the owner now sees.
    await payload.update({ collection: 'vehicles', id, data: data as never, depth: 0, user, overrideAccess: false });
    const live = await payload.findByID({ collection: 'vehicles', id, depth: 0, user, overrideAccess: false });
    res.json(await ownerView(payload, live));
  });

  router.delete('/vehicles/:id', async (req, res) => {
    const user = await requireUser(payload, req);
    const id = idOf(req);
    await findManageable(payload, id, user);
    try {
      await payload.delete({ collection: 'vehicles', id, user, overrideAccess: false });
    } catch (error) {
      if (error instanceof Forbidden) throw new HttpError(403, 'This listing belongs to someone else');
      throw error;
    }
    res.json({ message: 'Vehicle listing deleted', id });
  });

  return router;
}
