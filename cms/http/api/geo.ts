/**
 * GET /api/geo/zip/{zip}: the city and state of a US ZIP code, from the offline table the server already keeps for
 * radius search. Public (the listing form fills 'City, State' with it), so counted per IP address; the answer never
 * changes while the table does not, so browsers and proxies may keep it for a day.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { zipPathSchema, type ZipPlace } from '../../../contract/geo.ts';
import { lookupZip } from '../../platform/geo/zipCodes.ts';
import { HttpError } from '../errors.ts';
import { clientAddress, enforce, type RateLimit } from '../security/rateLimit.ts';
import { parseInput } from '../validate.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** A seller types a handful of ZIPs; a page of look-ups a minute is generous, a crawl of all 41,000 is not. */
export const zipLookupLimit: RateLimit = {
  name: 'geo-zip:ip',
  max: 300,
  windowSeconds: 60 * 60,
  message: 'Too many ZIP code look-ups. Please try again later.',
};

export function geoRouter(payload: Payload): Router {
  const router = Router();
  router.get('/geo/zip/:zip', async (req, res) => {
    const zip = parseInput(zipPathSchema, req.params.zip);
    await enforce(payload, res, zipLookupLimit, clientAddress(req));
    const place = await lookupZip(payload, zip);
    // Both answers hold until the table changes (a deploy with a migration): a day is safe.
    res.setHeader('Cache-Control', `public, max-age=${DAY_SECONDS}`);
    if (!place) throw new HttpError(404, 'Unknown ZIP code');
    const answer: ZipPlace = { zip: place.zip, city: place.city, state: place.state };
    res.json(answer);
  });
  return router;
}
