/**
 * The Markdown side of a page body, synchronous: what the conversion worker (pageBodyWorker.ts) runs. A Markdown
 * round trip loses what Markdown cannot say (underline, alignment, link titles) and garbles bold+italic, so only
 * the blocks the editor changed are converted: every top-level block whose Markdown is still in the text, in order,
 * keeps its original Lexical node untouched.
 */
import { randomBytes } from 'node:crypto';
import {
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  editorConfigFactory,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import { buildConfig, type Config } from 'payload';
import { matchChunks } from './chunkDiff.ts';

export type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>;
type LexicalNode = Record<string, unknown>;
export interface LexicalBody {
  root: LexicalNode & { children: LexicalNode[] };
}

/** Lexical reports a failed conversion to console.error and returns an empty document: this makes it an error. */
export class ConversionError extends Error {}

/**
 * The editor of the pages' body field: Payload's default Lexical editor, as payload.config.ts sets it. Built from a
 * config of its own, so the worker loads neither the database adapter nor sharp.
 */
export async function pageEditorConfig(): Promise<EditorConfig> {
  // No database: building the config only resolves the editor's features.
  const options: Omit<Config, 'db'> = {
    secret: randomBytes(16).toString('hex'),
    editor: lexicalEditor(),
    collections: [],
    telemetry: false,
  };
  const config = await buildConfig(options as Config);
  return editorConfigFactory.default({ config });
}

export function isBody(value: unknown): value is LexicalBody {
  const root = (value as { root?: { children?: unknown } } | null)?.root;
  return Array.isArray(root?.children);
}

function reportingErrors<T>(convert: () => T): T {
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => errors.push(args.find((arg) => arg instanceof Error) ?? args.join(' '));
  try {
    const result = convert();
    if (errors.length) throw new ConversionError(errors[0] instanceof Error ? errors[0].message : String(errors[0]));
    return result;
  } finally {
    console.error = log;
  }
}

/** Blank lines separate Markdown blocks; line endings from a browser textarea may be CRLF. */
function chunksOf(markdown: string): string[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
}

function fromMarkdown(editorConfig: EditorConfig, markdown: string): LexicalBody {
  return reportingErrors(() => convertMarkdownToLexical({ editorConfig, markdown }) as unknown as LexicalBody);
}

function toMarkdown(editorConfig: EditorConfig, root: LexicalBody['root'], children: LexicalNode[]): string {
  return reportingErrors(() =>
    convertLexicalToMarkdown({ data: { root: { ...root, children } } as never, editorConfig }),
  );
}

/**
 * Each top-level block's Markdown, trimmed. One conversion for the whole body (a conversion per block costs a
 * Lexical editor each): blocks are exported one by one, so a paragraph of a random marker between them splits the
 * text back into blocks.
 */
function blocksMarkdown(editorConfig: EditorConfig, root: LexicalBody['root']): string[] {
  if (root.children.length <= 1) return root.children.map((node) => toMarkdown(editorConfig, root, [node]).trim());
  const marker = `BLOCK${randomBytes(16).toString('hex')}`;
  const separator = {
    type: 'paragraph',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', version: 1, text: marker, format: 0, detail: 0, mode: 'normal', style: '' }],
  };
  const children = root.children.flatMap((node, index) => (index ? [separator, node] : [node]));
  const blocks = toMarkdown(editorConfig, root, children)
    .split(marker)
    .map((block) => block.trim());
  if (blocks.length === root.children.length) return blocks;
  return root.children.map((node) => toMarkdown(editorConfig, root, [node]).trim());
}

/** The body as the console shows it: one Markdown block per top-level node, blank lines between. */
export function bodyMarkdown(editorConfig: EditorConfig, body: unknown): string {
  if (!isBody(body)) return '';
  return blocksMarkdown(editorConfig, body.root).filter(Boolean).join('\n\n');
}

/**
 * The stored body after the editor saved `markdown`: untouched blocks are the original nodes, each changed stretch
 * is converted from Markdown. Empty blocks (blank paragraphs) stay with the block before them.
 */
export function mergeMarkdown(editorConfig: EditorConfig, original: unknown, markdown: string): LexicalBody {
  const convert = (text: string) => {
    if (!text) return [];
    const { children } = fromMarkdown(editorConfig, text).root;
    if (children.length === 0) throw new ConversionError('The Markdown converted to nothing');
    return children;
  };
  const newChunks = chunksOf(markdown);
  if (!isBody(original)) {
    const text = newChunks.join('\n\n');
    const fresh = fromMarkdown(editorConfig, text);
    if (text && fresh.root.children.length === 0) throw new ConversionError('The Markdown converted to nothing');
    return fresh;
  }
  const { root } = original;

  // Each original chunk remembers its block; a block is kept when all its chunks match consecutive new chunks.
  const oldChunks: { text: string; block: number }[] = [];
  const blockChunks = blocksMarkdown(editorConfig, root).map((text, block) => {
    const chunks = chunksOf(text);
    chunks.forEach((chunk) => oldChunks.push({ text: chunk, block }));
    return chunks.length;
  });
  const partner = matchChunks(
    oldChunks.map((chunk) => chunk.text),
    newChunks,
  );
  const keptAt = new Map<number, number>(); // first new chunk index -> kept block
  for (let start = 0, block = 0; block < root.children.length; start += blockChunks[block]!, block++) {
    const count = blockChunks[block]!;
    if (count === 0) continue;
    const first = partner[start]!;
    let whole = first >= 0;
    for (let k = 1; whole && k < count; k++) whole = partner[start + k] === first + k;
    if (whole) keptAt.set(first, block);
  }

  const children: LexicalNode[] = [];
  const keepWithFollowers = (block: number) => {
    children.push(root.children[block]!);
    for (let next = block + 1; next < root.children.length && blockChunks[next] === 0; next++)
      children.push(root.children[next]!);
  };
  let changed: string[] = [];
  const flush = () => {
    for (const node of convert(changed.join('\n\n'))) children.push(node);
    changed = [];
  };
  for (let index = 0; index < newChunks.length;) {
    const block = keptAt.get(index);
    if (block === undefined) {
      changed.push(newChunks[index++]!);
      continue;
    }
    flush();
    keepWithFollowers(block);
    index += blockChunks[block]!;
  }
  flush();
  return { root: { ...root, children } };
}
