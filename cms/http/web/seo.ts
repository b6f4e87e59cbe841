/**
 * For search engines: each vehicle page served with its own title, description, Open Graph image and schema.org
 * Car JSON-LD in the HTML itself; /sitemap.xml of the approved listings and the public pages; /robots.txt.
 * Mounted before the storefront's SPA fallback, which serves every other path.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { NotFound, type Payload, type TypedUser } from 'payload';
import { accountPaths } from '../../../contract/accountPaths.ts';
import { brand } from '../../../contract/brand.ts';
import { pageApiPath, vehicleApiPath } from '../../../contract/apiPaths.ts';
import { vehicleIdSchema } from '../../../contract/listings.ts';
import { contentPageSlugs } from '../../../contract/pages.ts';
import { vehicleTitle } from '../../../contract/format.ts';
import { pageView } from '../../domain/pages/pageView.ts';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import type { PublicListing } from '../../domain/search/publicListingCache.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { carriesCredentials, currentUser } from '../session.ts';
import { contentPageHead } from './contentPageHead.ts';
import { sendStorefrontPage, type PageDrawing, type StorefrontPage } from './drawnPages.ts';
import type { FirstQueryJson } from './firstDataScript.ts';
import { withPageCode, withPageHead } from './indexHtml.ts';
import type { LandingPage } from './pageChunks.ts';
import { escapeHtml, vehicleHeadTags, vehiclePageDescription, vehiclePageTitle } from './vehicleHead.ts';

const noIndex = '<meta name="robots" content="noindex" />';
/** The public pages of the route table besides the vehicles. */
const publicPaths = ['/', '/search', ...contentPageSlugs.map((slug) => `/${slug}`)];
/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const SITEMAP_MAX = 50_000;
/** Paths that are private, per user, or not pages: crawlers have nothing to find there. */
const disallowed = [
  '/api/',
  '/cms-api/',
  '/admin',
  '/auth',
  '/dashboard',
  '/create-listing',
  '/edit-listing/',
  '/saved',
  // Any ids in any order: endless pages of what each listing's own page already says.
  '/compare',
  ...Object.values(accountPaths),
];

/**
 * An approved or sold listing as `GET /api/vehicles/:id` answers a visitor (the same kept answer), or undefined. No
 * view is counted: the app's own read does that.
 */
async function publicListing(payload: Payload, answers: SearchAnswerCache, rawId: string) {
  const id = vehicleIdSchema.safeParse(rawId);
  return id.success ? answers.listing(payload, id.data) : undefined;
}

/** The listing as `user` may read it, or null. */
async function readableVehicle(payload: Payload, rawId: string, user: TypedUser) {
  const id = vehicleIdSchema.safeParse(rawId);
  if (!id.success) return null;
  try {
    const doc = await payload.findByID({ collection: 'vehicles', id: id.data, depth: 0, user, overrideAccess: false });
    return vehicleView(doc);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/** A pending or rejected listing opened by its owner (or an admin): the page is theirs, with its review state. */
async function ownUnpublishedVehicle(payload: Payload, req: Request, rawId: string) {
  if (!carriesCredentials(payload, req)) return null;
  const user = await currentUser(payload, req);
  return user ? readableVehicle(payload, rawId, user) : null;
}

/**
 * A visitor's page carries the listing as the app's read would answer it, so the page draws at once; the app still
 * reads it when the page opens, which counts the view. Signed-in callers may be its owner, whose read says more.
 */
function visitorFirstData(payload: Payload, req: Request, listing: PublicListing): FirstQueryJson[] {
  if (carriesCredentials(payload, req)) return [];
  return [{ queryKey: [vehicleApiPath(String(req.params.id))], json: listing.answer.json, askAgain: true }];
}

export function seoRouter(
  payload: Payload,
  answers: SearchAnswerCache,
  options: { distDir: string; publicUrl: string; chunks: (page: LandingPage) => string; drawing: PageDrawing },
): Router {
  const send = (req: Request, res: Response, page: StorefrontPage) =>
    sendStorefrontPage(payload, options.drawing, req, res, page);
  const router = Router();
  const origin = options.publicUrl.replace(/\/$/, '');
  const indexFile = path.join(options.distDir, 'index.html');

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...disallowed.map((prefix) => `Disallow: ${prefix}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { status: { equals: 'approved' } },
      select: { updatedAt: true },
      sort: '-updatedAt',
      limit: SITEMAP_MAX - publicPaths.length,
      depth: 0,
      overrideAccess: false,
    });
    const entries = [
      ...publicPaths.map((pagePath) => `<url><loc>${escapeHtml(origin + pagePath)}</loc></url>`),
      ...docs.map((doc) => {
        const lastmod = doc.updatedAt ? `<lastmod>${new Date(String(doc.updatedAt)).toISOString()}</lastmod>` : '';
        return `<url><loc>${escapeHtml(`${origin}/vehicles/${doc.id}`)}</loc>${lastmod}</url>`;
      }),
    ];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  // Both readings of the detail route; the canonical URL is always /vehicles/{id}.
  router.get(['/vehicles/:id', '/vehicle/:id'], async (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    // The detail page's code whatever the listing's state: the app draws the not-found page there too.
    const html = withPageCode(readFileSync(indexFile, 'utf8'), options.chunks('vehicle'));
    const listing = await publicListing(payload, answers, String(req.params.id));
    if (!listing) {
      const own = await ownUnpublishedVehicle(payload, req, String(req.params.id));
      if (own) {
        const head = {
          title: `${vehicleTitle(own)} | ${brand.name}`,
          description: vehiclePageDescription(own),
          tags: noIndex,
        };
        return send(req, res, { html: withPageHead(html, head), queries: [], draw: false, cache: 'private, no-cache' });
      }
      // The app shows 'Vehicle Not Found'; the status tells crawlers the same, so they drop the URL.
      const head = {
        title: `Vehicle Not Found | ${brand.name}`,
        description: "The vehicle you're looking for doesn't exist.",
        tags: noIndex,
      };
      return send(req, res, { html: withPageHead(html, head), queries: [], draw: false, status: 404 });
    }
    const { vehicle } = listing;
    const pageUrl = `${origin}/vehicles/${vehicle.id}`;
    const head = {
      title: vehiclePageTitle(vehicle),
      description: vehiclePageDescription(vehicle),
      tags: vehicleHeadTags(vehicle, pageUrl, origin),
    };
    await send(req, res, {
      html: withPageHead(html, head),
      queries: visitorFirstData(payload, req, listing),
      draw: true,
    });
  });

  // The content pages: their CMS title and first paragraph, so a shared link or a search result reads right.
  router.get(
    contentPageSlugs.map((slug) => `/${slug}`),
    async (req, res, next) => {
      if (!existsSync(indexFile)) return next();
      const slug = req.path.replace(/^\/|\/$/g, '').toLowerCase();
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
      });
      if (!docs[0]) return next();
      const page = pageView(docs[0]);
      await send(req, res, {
        html: withPageHead(readFileSync(indexFile, 'utf8'), contentPageHead(page, `${origin}/${slug}`)),
        queries: [{ queryKey: [pageApiPath(slug)], json: JSON.stringify(page) }],
        draw: true,
      });
    },
  );

  return router;
}
