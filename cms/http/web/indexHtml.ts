/** Writes a page's own title, description and head tags into the storefront's built index.html, and sends it. */
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { brotli, gzip, preferredEncoding } from './compressedAssets.ts';
import { escapeHtml } from './vehicleHead.ts';

const compressors = {
  // Quality 5 compresses a /search page with its first results (40 KB) to about a fifth in about a millisecond.
  br: (html: string) => brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: string) => gzip(html, { level: 6 }),
};

/** The marker in storefront/index.html where per-page head tags go. */
export const HEAD_MARKER = '<!--app-head-->';

export interface PageHead {
  title: string;
  description: string;
  /** Extra tags (canonical, Open Graph, JSON-LD) as HTML. */
  tags?: string;
}

/**
 * Every insertion goes through a replacer function: a replacement string would expand `$&`, `` $` `` and `$'` in
 * seller text (a trim named `$'` copied the rest of the page into the title).
 */
export function withPageHead(html: string, head: PageHead): string {
  const described = html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(head.description)}${close}`,
    );
  return withHeadTags(described, head.tags ?? '');
}

/** Head tags alone, the title and description staying the storefront's own. */
export function withHeadTags(html: string, tags: string): string {
  return html.replace(HEAD_MARKER, () => tags);
}

/**
 * A page's own code (pageChunks.ts), announced after the entry's: the browser fetches in the order it reads, at most
 * six files at a time over HTTP/1.1, and the entry is what runs first.
 */
export function withPageCode(html: string, chunkTags: string): string {
  return chunkTags ? html.replace('</head>', () => `  ${chunkTags}\n  </head>`) : html;
}

/**
 * The page is built per request (no-cache: a deploy or a new listing shows at once), and compressed when the client
 * accepts it: a phone on a slow network pays for every byte of the first results it carries.
 */
export async function sendHtml(req: Request, res: Response, status: number, html: string, cache = 'no-cache') {
  res.status(status).setHeader('Cache-Control', cache);
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return void res.send(html);
  res.setHeader('Content-Encoding', encoding);
  res.send(await compressors[encoding](html));
}
