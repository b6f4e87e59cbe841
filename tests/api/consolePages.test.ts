/**
 * Content pages through the console bridge: editors change titles, FAQ items and the body as Markdown, and the
 * stored Lexical body keeps every block the editor did not touch exactly as it was (underline, alignment and
 * bold+italic have no faithful Markdown form).
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
let editor: ApiClient;
let pageId: number;

type Node = { type: string; format?: number | string; text?: string; children?: Node[] };
type Body = { root: { children: Node[] } };

const UNDERLINE = 8;
const BOLD_ITALIC = 3;

async function storedBody(): Promise<Body> {
  const page = await context.server.payload.findByID({
    collection: 'pages',
    id: pageId,
    depth: 0,
    overrideAccess: true,
  });
  return page.body as unknown as Body;
}

beforeAll(async () => {
  const { payload, baseUrl } = context.server;
  editor = await signedInClient(baseUrl, await createAccount(payload, 'editor'));
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  const body = convertMarkdownToLexical({
    editorConfig,
    markdown: '## Welcome\n\nKeep this line.\n\n- first\n- second\n\nChange this line.',
  }) as unknown as Body;
  // Formatting Markdown cannot carry: an underlined word, a centred heading, bold+italic text.
  const keep = body.root.children[1]!;
  keep.children = [
    { ...keep.children![0]!, text: 'Keep ' },
    { ...keep.children![0]!, text: 'this', format: UNDERLINE },
    { ...keep.children![0]!, text: ' line.' },
  ];
  body.root.children[0]!.format = 'center';
  body.root.children[2]!.children![0]!.children!.push({
    type: 'text',
    text: ' loud',
    format: BOLD_ITALIC,
    children: undefined,
  } as Node);
  const page = await payload.create({
    collection: 'pages',
    overrideAccess: true,
    data: {
      slug: 'console-test',
      title: 'Console test',
      body: body as never,
      faq: [
        { question: 'Free?', answer: 'Yes.' },
        { question: 'Fast?', answer: 'Often.' },
      ],
    },
  });
  pageId = page.id as number;
});

describe('pages in the console', () => {
  it('shows the body as Markdown and the FAQ rows with their ids', async () => {
    const response = await editor.get(`/api/console/pages/${pageId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ slug: 'console-test', title: 'Console test' });
    expect(response.body.bodyMarkdown).toContain('## Welcome');
    expect(response.body.bodyMarkdown).toContain('Change this line.');
    expect(response.body.faq).toEqual([
      { id: expect.any(String), question: 'Free?', answer: 'Yes.' },
      { id: expect.any(String), question: 'Fast?', answer: 'Often.' },
    ]);
  });

  it('converts only the blocks the editor changed', async () => {
    const before = await storedBody();
    const { bodyMarkdown } = (await editor.get(`/api/console/pages/${pageId}`)).body;
    const edited = bodyMarkdown.replace('Change this line.', 'A **new** line.\n\n## Added heading');
    const response = await editor.put(`/api/console/pages/${pageId}`, { bodyMarkdown: edited });
    expect(response.status).toBe(200);
    const after = await storedBody();
    // Untouched: the centred heading, the underlined paragraph, the list with its bold+italic word.
    expect(after.root.children.slice(0, 3)).toEqual(before.root.children.slice(0, 3));
    expect(after.root.children.map((node) => node.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'paragraph',
      'heading',
    ]);
    expect(after.root.children[3]!.children!.find((node) => node.text === 'new')?.format).toBe(1);
    expect(response.body.bodyMarkdown).toContain('## Added heading');
  });

  it('keeps the body as it is when the Markdown comes back unchanged, even with CRLF line ends', async () => {
    const before = await storedBody();
    const { bodyMarkdown } = (await editor.get(`/api/console/pages/${pageId}`)).body;
    expect(
      (await editor.put(`/api/console/pages/${pageId}`, { bodyMarkdown: bodyMarkdown.replace(/\n/g, '\r\n') })).status,
    ).toBe(200);
    expect(await storedBody()).toEqual(before);
  });

  it('changes a title and one FAQ answer, keeping the other rows', async () => {
    const { faq } = (await editor.get(`/api/console/pages/${pageId}`)).body;
    const response = await editor.put(`/api/console/pages/${pageId}`, {
      title: 'Console test, renamed',
      faq: [faq[0], { ...faq[1], answer: 'Usually within 30-90 days.' }, { question: 'New?', answer: 'Added.' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Console test, renamed');
    expect(response.body.faq.map((row: { answer: string }) => row.answer)).toEqual([
      'Yes.',
      'Usually within 30-90 days.',
      'Added.',
    ]);
    expect(response.body.faq[0].id).toBe(faq[0].id);
  });

  it('refuses an empty title, an empty answer, a slug change and a body that is not text', async () => {
    for (const body of [
      { title: ' ' },
      { faq: [{ question: 'Q', answer: '' }] },
      { slug: 'other' },
      { bodyMarkdown: 42 },
    ]) {
      expect((await editor.put(`/api/console/pages/${pageId}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await editor.delete(`/api/console/pages/${pageId}`)).status).toBe(405);
  });

  it('previews a body as the storefront would render it, writing nothing', async () => {
    const before = await storedBody();
    const { bodyMarkdown } = (await editor.get(`/api/console/pages/${pageId}`)).body;
    const response = await editor.post(`/api/console/pages/${pageId}/preview`, {
      bodyMarkdown: `${bodyMarkdown}\n\nA *previewed* line.`,
    });
    expect(response.status).toBe(200);
    expect(response.body.html).toContain('<em>previewed</em>');
    expect(response.body.html).toContain('<h2');
    expect(await storedBody()).toEqual(before);
    expect((await editor.post(`/api/console/pages/${pageId}/preview`, { bodyMarkdown: 7 })).status).toBe(400);
    expect((await editor.post(`/api/console/pages/${pageId}/preview`, { bodyMarkdown: 'x', title: 'y' })).status).toBe(
      400,
    );
    expect((await editor.post('/api/console/pages/999999/preview', { bodyMarkdown: 'x' })).status).toBe(404);
    expect((await editor.post('/api/console/vehicles/1/preview', { bodyMarkdown: 'x' })).status).toBe(403);
    expect((await context.visitor.post(`/api/console/pages/${pageId}/preview`, { bodyMarkdown: 'x' })).status).toBe(
      401,
    );
  });

  it('searches pages by title', async () => {
    const response = await editor.get(
      `/api/console/pages?filter=${encodeURIComponent(JSON.stringify({ q: 'renamed' }))}`,
    );
    expect(response.body.map((page: { id: number }) => page.id)).toEqual([pageId]);
    expect(response.headers.get('content-range')).toBe('pages 0-0/1');
  });
});

describe('page bodies a client can send', () => {
  it.each([
    ['an unclosed code fence', '```js\nconst x = 1;'],
    ['raw HTML', '<script>alert(1)</script>\n\n<b>bold</b>'],
    ['a script link', '[click](javascript:alert(1))'],
    ['only blank lines', '\n\n\n'],
    [
      'deeply nested lists',
      Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n'),
    ],
  ])('%s is stored, never a 500', async (_label, bodyMarkdown) => {
    const response = await editor.put(`/api/console/pages/${pageId}`, { bodyMarkdown });
    expect(response.status).toBe(200);
  });

  // Conversions run off the event loop: other requests are answered while the largest bodies convert, and a body
  // that takes too long is refused with a message instead of holding the server.
  it.each([
    ["'*' x 100,000 on one line", '*'.repeat(100_000)],
    ["'*' in 33,333 blocks", '*\n\n'.repeat(33_333)],
    ["'*a ' x 33,333 on one line", '*a '.repeat(33_333)],
  ])('%s: a preview and a save never hold up other requests', async (_label, bodyMarkdown) => {
    for (const send of [
      () => editor.post(`/api/console/pages/${pageId}/preview`, { bodyMarkdown }),
      () => editor.put(`/api/console/pages/${pageId}`, { bodyMarkdown }),
    ]) {
      const finished: string[] = [];
      const conversion = send().then((response) => {
        finished.push('conversion');
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = await context.visitor.get('/api/health');
      finished.push('health');
      expect(health.status).toBe(200);
      const response = await conversion;
      expect([200, 422]).toContain(response.status);
      if (response.status === 422) expect(response.body.message).toMatch(/too long|could not be converted/);
      expect(finished).toEqual(['health', 'conversion']);
    }
  });

  it('saves nothing of an edit whose body is refused', async () => {
    const before = await storedBody();
    const response = await editor.put(`/api/console/pages/${pageId}`, {
      title: 'Never saved',
      bodyMarkdown: '*a '.repeat(33_333),
    });
    expect(response.status).toBe(422);
    const page = await context.server.payload.findByID({
      collection: 'pages',
      id: pageId,
      depth: 0,
      overrideAccess: true,
    });
    expect(page.title).not.toBe('Never saved');
    expect(page.body).toEqual(before);
  });

  it('refuses a body over 100,000 characters and a malformed FAQ', async () => {
    expect((await editor.put(`/api/console/pages/${pageId}`, { bodyMarkdown: 'x'.repeat(100_001) })).status).toBe(400);
    expect((await editor.put(`/api/console/pages/${pageId}`, { faq: 'none' })).status).toBe(400);
    expect((await editor.put(`/api/console/pages/${pageId}`, { faq: [{ question: 'Only a question' }] })).status).toBe(
      400,
    );
  });
});
