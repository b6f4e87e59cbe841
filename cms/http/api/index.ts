/** The /api contract: one router per area, JSON errors, a JSON 404 for unknown calls. */
import express, { Router } from 'express';
import type { Payload } from 'payload';
import type { AppEnv } from '../../platform/config/env.ts';
import { accountRouter } from './account.ts';
import { adminRouter } from './admin.ts';
import { authRouter } from './auth.ts';
import { compareRouter } from './compare.ts';
import { consoleRouter } from './console.ts';
import { contactRouter } from './contact.ts';
import { generateRouter } from './generate.ts';
import { geoRouter } from './geo.ts';
import { apiErrorHandler, apiNotFound } from '../errors.ts';
import { healthRouter } from './health.ts';
import { marketValueRouter } from './marketValue.ts';
import { mediaRouter } from './media.ts';
import { pagesRouter } from './pages.ts';
import { savedVehiclesRouter } from './savedVehicles.ts';
import { userRecentlyViewedRouter } from './userRecentlyViewed.ts';
import { userSavedRouter } from './userSaved.ts';
import { userSearchesRouter } from './userSearches.ts';
import { alertsRouter } from './alerts.ts';
import { vehiclesRouter } from './vehicles.ts';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';

export const API_BODY_LIMIT = '1mb';

export function apiRouter(
  payload: Payload,
  env: Pick<AppEnv, 'publicUrl' | 'storage' | 'uploadPresets' | 'payloadSecret' | 'salesEmail' | 'vinCacheDir'>,
  searchAnswers: SearchAnswerCache,
): Router {
  const { publicUrl } = env;
  const router = Router();
  router.use(express.json({ limit: API_BODY_LIMIT }));
  router.use(healthRouter(payload));
  router.use(authRouter(payload, publicUrl));
  router.use(accountRouter(payload));
  router.use(generateRouter(env.vinCacheDir));
  // Before vehiclesRouter, whose GET /vehicles/:id would take 'market-value' for an id.
  router.use(marketValueRouter(payload));
  // Before vehiclesRouter too, for 'compare'.
  router.use(compareRouter(payload));
  router.use(vehiclesRouter(payload, env, searchAnswers));
  router.use(adminRouter(payload));
  router.use(consoleRouter(payload));
  router.use(contactRouter(payload, env.salesEmail));
  router.use(mediaRouter(payload, env));
  router.use(pagesRouter(payload));
  router.use(geoRouter(payload));
  router.use(savedVehiclesRouter(payload));
  router.use(userSavedRouter(payload));
  router.use(userRecentlyViewedRouter(payload));
  router.use(userSearchesRouter(payload));
  router.use(alertsRouter(payload));
  router.use(apiNotFound);
  router.use(apiErrorHandler(payload.logger));
  return router;
}
