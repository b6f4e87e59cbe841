/**
 * The home page and /search, sent with the code of their page announced (pageChunks.ts), /search with its first
 * results (searchFirstData.ts), and both drawn for a visitor (drawnPages.ts): the pages visitors most often open
 * first, on whatever network they have. Vehicle pages get the same from seo.ts, with their own head tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Payload } from 'payload';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import { sendStorefrontPage, type PageDrawing } from './drawnPages.ts';
import { withHeadTags, withPageCode } from './indexHtml.ts';
import type { LandingPage } from './pageChunks.ts';
import { searchFirstData } from './searchFirstData.ts';

export function landingPagesRouter(
  payload: Payload,
  answers: SearchAnswerCache,
  options: { distDir: string; chunks: (page: LandingPage) => string; drawing: PageDrawing },
): Router {
  const router = Router();
  const indexFile = path.join(options.distDir, 'index.html');

  router.get('/', async (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    const html = withPageCode(readFileSync(indexFile, 'utf8'), options.chunks('home'));
    await sendStorefrontPage(payload, options.drawing, req, res, { html, queries: [], draw: true });
  });

  router.get('/search', async (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    const first = await searchFirstData(payload, answers, query);
    const html = withPageCode(
      withHeadTags(readFileSync(indexFile, 'utf8'), first?.photoPreload ?? ''),
      options.chunks('search'),
    );
    await sendStorefrontPage(payload, options.drawing, req, res, {
      html,
      queries: first ? [first.query] : [],
      draw: first !== null,
    });
  });

  return router;
}
