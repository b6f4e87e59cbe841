/**
 * Cross-site request forgery guard for /api: a write (POST, PUT, PATCH, DELETE) sent by a browser must come from one
 * of our own origins. Browsers send `Origin` on every such request; where it is absent, `Sec-Fetch-Site` says where
 * the request came from. It applies whether or not the session cookie is sent, which also stops a foreign page from
 * signing a visitor in to an account of its choosing (login CSRF). A request with neither header comes from no
 * browser (curl, another server) and cannot be forged by a web page: it passes here, and Payload's cookie strategy
 * ignores any cookie it carries (it needs one of the two headers), so it acts signed out.
 */
import type { RequestHandler } from 'express';
import { HttpError, sendError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request our own pages made (or the user typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export function refuseCrossOriginWrites(origins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const foreign =
      origin !== undefined ? !origins.includes(origin) : fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite);
    if (!foreign) return next();
    sendError(
      res,
      new HttpError(403, 'This request came from another site and was refused. Reload the page and try again.'),
    );
  };
}
