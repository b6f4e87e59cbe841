/**
 * The one Express server: /api (the front ends' contract, contract/), /cms-api (Payload's REST), /media (photos), /admin (the
 * console) and the storefront for every other path.
 */
import type { IncomingMessage, RequestListener } from 'node:http';
import path from 'node:path';
import express from 'express';
import proxyAddress from 'proxy-addr';
import type { Payload } from 'payload';
import { isStorefrontRoute } from '../../contract/routes.ts';
import { apiErrorHandler } from './errors.ts';
import { apiRouter } from './api/index.ts';
import { withCachedAnswers } from './cachedAnswers.ts';
import { searchAnswerCache } from '../domain/search/answerCache.ts';
import { holdListings } from '../domain/search/facetIndex.ts';
import { poolOf } from '../platform/db/pool.ts';
import { projectRoot, type AppEnv } from '../platform/config/env.ts';
import { requestLogging } from './requestLog.ts';
import { payloadRest } from './rest/payloadRest.ts';
import { securityHeaders } from './security/headers.ts';
import { refuseCrossOriginWrites } from './security/originCheck.ts';
import { restInputGuard } from './security/restGuard.ts';
import { staffOnlyDoor } from './security/staffDoor.ts';
import { pageDrawing } from './web/drawnPages.ts';
import { inlineStylesheet } from './web/inlineStylesheet.ts';
import { seoRouter } from './web/seo.ts';
import { landingPagesRouter } from './web/landingPages.ts';
import { pageChunkTags } from './web/pageChunks.ts';
import { spaApp } from './web/staticApps.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const API_PATH = '/api';

/** The request listener of the server: cached answers to requests answered before, else the Express app. */
export function createApp(payload: Payload, env: AppEnv): RequestListener {
  const app = express();
  const storefrontDir = path.join(projectRoot, 'storefront', 'dist');
  // One cache for /api's answers and the /search pages that carry them.
  const searchAnswers = searchAnswerCache(env.searchCacheEntries);
  holdListings(poolOf(payload), env.heldListings);
  const chunks = pageChunkTags(storefrontDir);
  const drawing = {
    draw: pageDrawing(path.join(projectRoot, 'storefront', 'dist-render'), payload.logger),
    stylesheet: inlineStylesheet(storefrontDir),
  };
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);

  const everyAnswer = [
    requestLogging(payload.logger),
    securityHeaders({
      production: env.production,
      storage: env.storage,
      storefrontStyles: drawing.stylesheet.styleSources,
    }),
  ];
  app.use(everyAnswer);
  // Payload answers its own errors; the handler catches those of the checks before it (an outage is a 503 there too).
  app.use(
    '/cms-api',
    staffOnlyDoor(payload),
    restInputGuard(payload),
    payloadRest(payload),
    apiErrorHandler(payload.logger),
  );
  // The same origins Payload accepts the session cookie from (its `csrf` list).
  app.use('/api', refuseCrossOriginWrites(payload.config.csrf));
  app.use(API_PATH, apiRouter(payload, env, searchAnswers));
  // Photo file names are unique per upload, so they never change: cache them for a year.
  app.use('/media', express.static(env.mediaDir, { index: false, maxAge: YEAR_SECONDS * 1000, immutable: true }));
  app.use(
    '/admin',
    spaApp(path.join(projectRoot, 'admin-console', 'dist'), 'The admin console is not built: run npm run build'),
  );
  app.use(seoRouter(payload, searchAnswers, { distDir: storefrontDir, publicUrl: env.publicUrl, chunks, drawing }));
  app.use(landingPagesRouter(payload, searchAnswers, { distDir: storefrontDir, chunks, drawing }));
  app.use(spaApp(storefrontDir, 'The storefront is not built: run npm run build', isStorefrontRoute));
  const lane = {
    mountPath: API_PATH,
    middleware: everyAnswer,
    viewSecret: env.payloadSecret,
    // What Express's `req.ip` reads, under the same setting.
    // A closed socket has no address: Express's route reads `req.ip ?? ''` then.
    clientAddress: (req: IncomingMessage) => proxyAddress(req, app.get('trust proxy fn')) ?? '',
  };
  return withCachedAnswers(payload, searchAnswers, lane, app);
}
