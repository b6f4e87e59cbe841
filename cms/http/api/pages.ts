/**
 * GET /api/pages/{slug}: a content page (How it works, Financing, FAQ, Privacy policy) for the storefront. The
 * Lexical body is rendered to HTML here (about 0.05 ms), so the browser ships no rich-text renderer and an
 * editor's change shows at the next read, without a rebuild.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import { Router } from 'express';
import type { Payload } from 'payload';
import { pageSlugSchema, type PageContent } from '../../../contract/pages.ts';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';

type PageDoc = {
  slug: string;
  title: string;
  body?: unknown;
  faq?: { question?: string | null; answer?: string | null }[] | null;
  updatedAt: string;
};

function bodyHtml(body: unknown): string {
  if (!body || typeof body !== 'object' || !('root' in body)) return '';
  return convertLexicalToHTML({ data: body as never, disableContainer: true });
}

export function pageView(doc: PageDoc): PageContent {
  return {
    slug: doc.slug,
    title: doc.title,
    html: bodyHtml(doc.body),
    faq: (doc.faq ?? [])
      .filter((item) => item.question && item.answer)
      .map((item) => ({ question: String(item.question), answer: String(item.answer) })),
    updatedAt: doc.updatedAt,
  };
}

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
    const doc = docs[0] as unknown as PageDoc | undefined;
    if (!doc) throw new HttpError(404, 'Page not found');
    // Revalidated on every visit: an editor's change must show at once, and the answer is small.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(pageView(doc));
  });
  return router;
}
