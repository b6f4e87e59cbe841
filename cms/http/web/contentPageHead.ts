/**
 * The head of a content page (How it works, Financing, FAQ, Privacy policy) as the server sends it: the CMS title,
 * a description from the page's first paragraph, the canonical URL, Open Graph tags, and for the FAQ a schema.org
 * FAQPage, so search engines can show its questions.
 */
import { brand } from '../../../contract/brand.ts';
import type { PageContent } from '../../../contract/pages.ts';
import type { PageHead } from './indexHtml.ts';
import { escapeHtml, scriptJson, shorten } from './vehicleHead.ts';

const DESCRIPTION_MAX = 160;

/** Text of the first paragraph of rendered HTML, tags dropped and entities of the converter decoded. */
export function firstParagraphText(html: string): string {
  const paragraph = html.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? '';
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function contentPageHead(page: PageContent, pageUrl: string): PageHead {
  const title = `${page.title} | ${brand.name}`;
  const description = shorten(firstParagraphText(page.html) || `${page.title} at ${brand.name}.`, DESCRIPTION_MAX);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
  ];
  if (page.faq.length > 0) {
    const faqPage = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    };
    tags.push(`<script type="application/ld+json">${scriptJson(faqPage)}</script>`);
  }
  return { title, description, tags: tags.join('\n    ') };
}
