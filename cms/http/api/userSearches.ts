/**
 * A signed-in buyer's saved searches: GET and POST /api/user/searches, PATCH and DELETE /api/user/searches/{id}.
 * 401 signed out; someone else's search is 404, as if it did not exist; writes are limited per account.
 */
import { Router, type Request } from 'express';
import type { Payload } from 'payload';
import { z } from 'zod';
import { savedSearchCreateSchema, savedSearchUpdateSchema } from '../../../contract/savedSearches.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../domain/searches/savedSearchList.ts';
import { HttpError } from '../errors.ts';
import { enforce, type RateLimit } from '../security/rateLimit.ts';
import { requireUser } from '../session.ts';
import { parseBody, parseInput } from '../validate.ts';

/** Far above anyone editing their searches, low enough that a script cannot churn the table. */
export const searchWritesPerUser: RateLimit = {
  name: 'saved-search-write:user',
  max: 60,
  windowSeconds: 10 * 60,
  message: 'Too many changes to your saved searches. Please try again in a few minutes.',
};

const NOT_FOUND = 'Saved search not found';
const idSchema = z.coerce
  .number({ error: 'The search id must be a number' })
  .int('The search id must be a whole number')
  .min(1, 'The search id must be positive')
  .max(2_147_483_647, 'The search id is too large');
const idOf = (req: Request) => parseInput(idSchema, req.params.id);

export function userSearchesRouter(payload: Payload): Router {
  const router = Router();

  router.get('/user/searches', async (req, res) => {
    const user = await requireUser(payload, req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listSavedSearches(payload, user));
  });

  router.post('/user/searches', async (req, res) => {
    const user = await requireUser(payload, req);
    const input = parseBody(savedSearchCreateSchema, req);
    await enforce(payload, res, searchWritesPerUser, String(user.id));
    res.status(201).json(await createSavedSearch(payload, user, input));
  });

  router.patch('/user/searches/:id', async (req, res) => {
    const user = await requireUser(payload, req);
    const id = idOf(req);
    const changes = parseBody(savedSearchUpdateSchema, req);
    await enforce(payload, res, searchWritesPerUser, String(user.id));
    const updated = await updateSavedSearch(payload, user, id, changes);
    if (!updated) throw new HttpError(404, NOT_FOUND);
    res.json(updated);
  });

  router.delete('/user/searches/:id', async (req, res) => {
    const user = await requireUser(payload, req);
    const id = idOf(req);
    await enforce(payload, res, searchWritesPerUser, String(user.id));
    if (!(await deleteSavedSearch(payload, user, id))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
