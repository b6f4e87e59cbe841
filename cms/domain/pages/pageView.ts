/**
 * A content page as the storefront reads it (contract `PageContent`). The Lexical body is rendered to HTML here
 * (about 0.05 ms), so the browser ships no rich-text renderer and an editor's change shows at the next read.
 */
import type { PageContent } from '../../../contract/pages.ts';
import type { Page } from '../../payload/payload-types.ts';
import { pageBodyHtml } from './pageHtml.ts';

/** A stored page, or one being edited (its body straight from the Markdown converter). */
export type PageSource = Pick<Page, 'slug' | 'title' | 'faq' | 'updatedAt'> & { body?: unknown };

export function pageView(doc: PageSource): PageContent {
  return {
    slug: doc.slug,
    title: doc.title,
    html: pageBodyHtml(doc.body),
    faq: (doc.faq ?? [])
      .filter((item) => item.question && item.answer)
      .map((item) => ({ question: String(item.question), answer: String(item.answer) })),
    updatedAt: doc.updatedAt,
  };
}
