/**
 * A page body edited as Markdown in the console and stored as Payload's Lexical JSON. A Markdown round trip loses
 * what Markdown cannot say (underline, alignment, link titles) and garbles bold+italic, so only the blocks the
 * editor changed are converted: every top-level block whose Markdown is still in the text, in order, keeps its
 * original Lexical node untouched.
 */
import { convertLexicalToMarkdown, convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { Payload } from 'payload';

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.default>>;
type LexicalNode = Record<string, unknown>;
export interface LexicalBody {
  root: LexicalNode & { children: LexicalNode[] };
}

const configs = new WeakMap<Payload, Promise<EditorConfig>>();

function editorConfigOf(payload: Payload): Promise<EditorConfig> {
  let config = configs.get(payload);
  if (!config) {
    config = editorConfigFactory.default({ config: payload.config });
    configs.set(payload, config);
  }
  return config;
}

function isBody(value: unknown): value is LexicalBody {
  const root = (value as { root?: { children?: unknown } } | null)?.root;
  return Array.isArray(root?.children);
}

/** Blank lines separate Markdown blocks; line endings from a browser textarea may be CRLF. */
function chunksOf(markdown: string): string[] {
  return markdown.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n+/).map((chunk) => chunk.trim()).filter(Boolean);
}

function blockMarkdown(editorConfig: EditorConfig, root: LexicalBody['root'], node: LexicalNode): string {
  return convertLexicalToMarkdown({ data: { root: { ...root, children: [node] } } as never, editorConfig }).trim();
}

/** The body as the console shows it: one Markdown block per top-level node, blank lines between. */
export async function bodyToMarkdown(payload: Payload, body: unknown): Promise<string> {
  if (!isBody(body)) return '';
  const editorConfig = await editorConfigOf(payload);
  return body.root.children.map((node) => blockMarkdown(editorConfig, body.root, node)).filter(Boolean).join('\n\n');
}

/** Longest common subsequence of two chunk lists: for each chunk of `a`, the index of its partner in `b`, or -1. */
function matchChunks(a: string[], b: string[]): number[] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const partner = new Array<number>(a.length).fill(-1);
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) partner[i++] = j++;
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return partner;
}

/**
 * The stored body after the editor saved `markdown`: untouched blocks are the original nodes, each changed stretch
 * is converted from Markdown. Empty blocks (blank paragraphs) stay with the block before them.
 */
export async function mergeMarkdownIntoBody(payload: Payload, original: unknown, markdown: string): Promise<LexicalBody> {
  const editorConfig = await editorConfigOf(payload);
  const convert = (text: string) =>
    text ? (convertMarkdownToLexical({ editorConfig, markdown: text }) as unknown as LexicalBody).root.children : [];
  const newChunks = chunksOf(markdown);
  if (!isBody(original)) {
    const fresh = convertMarkdownToLexical({ editorConfig, markdown: newChunks.join('\n\n') }) as unknown as LexicalBody;
    return fresh;
  }
  const { root } = original;

  // Each original chunk remembers its block; a block is kept when all its chunks match consecutive new chunks.
  const oldChunks: { text: string; block: number }[] = [];
  const blockChunks = root.children.map((node, block) => {
    const chunks = chunksOf(blockMarkdown(editorConfig, root, node));
    chunks.forEach((text) => oldChunks.push({ text, block }));
    return chunks.length;
  });
  const partner = matchChunks(oldChunks.map((chunk) => chunk.text), newChunks);
  const keptAt = new Map<number, number>(); // first new chunk index -> kept block
  for (let start = 0, block = 0; block < root.children.length; start += blockChunks[block]!, block++) {
    const count = blockChunks[block]!;
    if (count === 0) continue;
    const first = partner[start]!;
    const whole = first >= 0 && Array.from({ length: count }, (_, k) => partner[start + k] === first + k).every(Boolean);
    if (whole) keptAt.set(first, block);
  }

  const children: LexicalNode[] = [];
  const keepWithFollowers = (block: number) => {
    children.push(root.children[block]!);
    for (let next = block + 1; next < root.children.length && blockChunks[next] === 0; next++) children.push(root.children[next]!);
  };
  let changed: string[] = [];
  const flush = () => {
    children.push(...convert(changed.join('\n\n')));
    changed = [];
  };
  for (let index = 0; index < newChunks.length; ) {
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
