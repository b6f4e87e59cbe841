/**
 * Content pages in the console (editors and admins): title, the body as Markdown, the FAQ items. The storefront
 * reads pages on every visit (GET /api/pages/{slug}), so a saved change shows at once. Slugs are the storefront's
 * routes, so pages are edited here, not created or deleted.
 */
import { createLocalReq, type Payload, type TypedUser } from 'payload';
import { z } from 'zod';
import { writePages } from '../../payload/collections/Pages/access.ts';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { allOf, idsFilter, matchOneOrMany, qFilter, searchWhere } from './filters.ts';
import { bodyToMarkdown, mergeMarkdownIntoBody, previewBodyHtml, type LexicalBody } from './pageBody.ts';
import { defineResource, type Doc, type UpdateContext } from './resource.ts';

const faqItemSchema = z.object({
  // Payload's row id: sent back for existing rows, absent for new ones.
  id: z.string().max(64).nullish(),
  question: z
    .string({ error: 'The question is required' })
    .trim()
    .min(1, 'The question is required')
    .max(300, 'At most 300 characters'),
  answer: z
    .string({ error: 'The answer is required' })
    .trim()
    .min(1, 'The answer is required')
    .max(5000, 'At most 5000 characters'),
});

const updateSchema = z
  .object({
    title: z
      .string({ error: 'The title is required' })
      .trim()
      .min(1, 'The title is required')
      .max(200, 'At most 200 characters'),
    bodyMarkdown: z.string({ error: 'The body must be text' }).max(100_000, 'The body has at most 100,000 characters'),
    faq: z
      .array(faqItemSchema, { error: 'faq must be a list of questions and answers' })
      .max(100, 'At most 100 questions'),
  })
  .partial()
  .strict();

/**
 * The body is written by the database adapter, not by payload.update: it is Lexical's own output (converted in the
 * worker), and Payload's rich-text field hooks walk every node through promise chains that hold the event loop
 * some 300 ms for a page of 100,000 characters. The pages' update access is asked first, as payload.update would.
 */
async function writeBody(payload: Payload, user: TypedUser, id: number, body: LexicalBody): Promise<Doc> {
  const req = await createLocalReq({ user }, payload);
  if (!(await writePages({ req, id }))) throw new HttpError(403, 'You may not edit pages');
  return (await payload.db.updateOne({
    collection: 'pages',
    id,
    data: { body, updatedAt: new Date().toISOString() },
  })) as Doc;
}

async function updatePage({ payload, user, id, current, body }: UpdateContext): Promise<Doc> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Send the changed fields as a JSON object');
  const { title, bodyMarkdown, faq } = parseInput(updateSchema, body);
  const data: Record<string, unknown> = {};
  if (title !== undefined) data.title = title;
  if (faq !== undefined)
    data.faq = faq.map(({ id: rowId, question, answer }) =>
      rowId ? { id: rowId, question, answer } : { question, answer },
    );
  // Converted before anything is written: a body refused (422) leaves the title and FAQ unsaved too.
  const merged = bodyMarkdown === undefined ? undefined : await mergeMarkdownIntoBody(current.body, bodyMarkdown);
  let doc = current;
  if (Object.keys(data).length > 0) {
    doc = (await payload.update({
      collection: 'pages',
      id,
      data: data as never,
      depth: 0,
      user,
      overrideAccess: false,
    })) as unknown as Doc;
  }
  if (merged) doc = await writeBody(payload, user, id, merged);
  return doc;
}

const previewSchema = z.object({ bodyMarkdown: updateSchema.shape.bodyMarkdown.unwrap() }).strict();

/**
 * The body as the storefront would show it after saving `bodyMarkdown`: the same merge as a save, rendered by the
 * storefront's own page view. Nothing is written.
 */
export async function previewPageBody(current: Doc, body: unknown): Promise<{ html: string }> {
  const { bodyMarkdown } = parseInput(previewSchema, body);
  return { html: await previewBodyHtml(current.body, bodyMarkdown) };
}

type FaqRow = { id?: string | null; question?: string | null; answer?: string | null };

export const pagesResource = defineResource({
  collection: 'pages',
  roles: ['editor', 'admin'],
  sortable: { id: 'id', slug: 'slug', title: 'title', updatedAt: 'updatedAt' },
  defaultSort: 'slug',
  filter: z.object({ q: qFilter, id: idsFilter, slug: z.string().max(80).optional() }).strict(),
  where: (filter) =>
    allOf([
      filter.q ? searchWhere(filter.q, ['title', 'slug']) : undefined,
      filter.id !== undefined ? matchOneOrMany('id', filter.id) : undefined,
      filter.slug !== undefined ? { slug: { equals: filter.slug } } : undefined,
    ]),
  view: async (doc) => ({
    id: Number(doc.id),
    slug: String(doc.slug),
    title: String(doc.title),
    bodyMarkdown: await bodyToMarkdown(doc.body),
    faq: ((doc.faq as FaqRow[] | null | undefined) ?? []).map((row) => ({
      id: row.id ?? null,
      question: row.question ?? '',
      answer: row.answer ?? '',
    })),
    createdAt: String(doc.createdAt),
    updatedAt: String(doc.updatedAt),
  }),
  update: updatePage,
});
