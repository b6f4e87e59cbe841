/**
 * The built front ends: the react-admin console under /admin and the storefront for every other path, each with
 * an SPA fallback to its index.html. Hashed assets are cached for a year; index.html never, so a deploy shows at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { compressedAssets } from './compressedAssets.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function setCacheHeaders(res: Response, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * Serves a Vite build folder; paths without a file get index.html (the client router decides what shows). With
 * `isRoute`, a path that is none of the app's routes gets index.html with status 404: the app shows its not-found
 * screen, and crawlers and link checkers learn the page does not exist.
 */
export function spaApp(distDir: string, missingMessage: string, isRoute?: (pathname: string) => boolean): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use(compressedAssets(distDir, setCacheHeaders));
  router.use(express.static(distDir, { index: false, setHeaders: setCacheHeaders, fallthrough: true }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!existsSync(indexFile)) return res.status(503).type('text/plain').send(missingMessage);
    // Unknown asset paths are real 404s, not the app's HTML.
    if (path.extname(req.path) && !req.path.endsWith('.html'))
      return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isRoute && !isRoute(req.path) ? 404 : 200);
    res.type('html').send(readFileSync(indexFile, 'utf8'));
  });
  return router;
}
