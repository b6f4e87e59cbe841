/** GET /api/pages/{slug}: a content page (How it works, Financing, FAQ, Privacy policy) for the storefront. */
import { Router } from 'express';
import type { Payload } from 'payload';
import { pageSlugSchema } from '../../../contract/pages.ts';
import { pageView } from '../../domain/pages/pageView.ts';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';

export function pagesRouter(payload: Payload): Router {
  const router = Router();
  router.get('/pages/:slug', async (req, res) => {
    const slug = parseInput(pageSlugSchema, req.params.slug);
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    });
    const doc = docs.at(0);
    if (!doc) throw new HttpError(404, 'Page not found');
    // Revalidated on every visit: an editor's change must show at once, and the answer is small.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(pageView(doc));
  });
  return router;
}
