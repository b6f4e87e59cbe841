/**
 * Creates the content pages that do not exist yet, their Markdown converted to Payload's Lexical rich text.
 * A page an editor has already changed is never overwritten.
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { Payload } from 'payload';
import { seedPages } from './content/pages.ts';

export async function seedContentPages(payload: Payload): Promise<number> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  let created = 0;
  for (const page of seedPages) {
    const existing = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug } } });
    if (existing.totalDocs > 0) continue;
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        slug: page.slug,
        title: page.title,
        body: convertMarkdownToLexical({ editorConfig, markdown: page.markdown }) as never,
        faq: page.faq ?? [],
      },
    });
    created++;
  }
  return created;
}
