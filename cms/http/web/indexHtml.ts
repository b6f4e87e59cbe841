/** Writes a page's own title, description and head tags into the storefront's built index.html. */
import { escapeHtml } from './vehicleHead.ts';

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
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, open: string, close: string) => `${open}${escapeHtml(head.description)}${close}`,
    )
    .replace(HEAD_MARKER, () => head.tags ?? '');
}
