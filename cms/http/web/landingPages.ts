/**
 * The home page and /search, sent with the code of their page announced (pageChunks.ts) and /search with its first
 * results (searchFirstData.ts): the pages visitors most often open first, on whatever network they have. Vehicle
 * pages get the same from seo.ts, with their own head tags.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Payload } from 'payload';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import { sendHtml, withHeadTags, withPageCode } from './indexHtml.ts';
import type { LandingPage } from './pageChunks.ts';
import { searchFirstDataTags } from './searchFirstData.ts';

export function landingPagesRouter(
  payload: Payload,
  answers: SearchAnswerCache,
  options: { distDir: string; chunks: (page: LandingPage) => string },
): Router {
  const router = Router();
  const indexFile = path.join(options.distDir, 'index.html');

  router.get('/', async (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    await sendHtml(req, res, 200, withPageCode(readFileSync(indexFile, 'utf8'), options.chunks('home')));
  });

  router.get('/search', async (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    const html = withHeadTags(readFileSync(indexFile, 'utf8'), await searchFirstDataTags(payload, answers, query));
    await sendHtml(req, res, 200, withPageCode(html, options.chunks('search')));
  });

  return router;
}
