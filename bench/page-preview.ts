/**
 * `npm run bench:preview [-- --runs 3 --only stars,emphasis --timeout 120]`: starts the real server (production mode,
 * its own embedded PostgreSQL in a temporary folder, the demo seed), signs in as the demo admin and sends the
 * console's page preview and save a long page and the worst bodies of the largest accepted size (100,000 characters). Prints per
 * body the median answer time and status, and the longest wait of a /api/health poller (one call every 10 ms)
 * while the preview, the save and the page's console view run.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startDemoServer } from './demoServer.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, only: { type: 'string' }, timeout: { type: 'string' } },
});
const runs = Number(values.runs ?? 3);
const only = values.only?.split(',');
const timeoutMs = Number(values.timeout ?? 120) * 1000;

const MAX = 100_000;
const fill = (unit: string) => unit.repeat(Math.floor(MAX / unit.length));
const numbered = (prefix: string) => {
  const chunks: string[] = [];
  for (let length = 0, i = 0; length + `${prefix}${i}`.length + 2 <= MAX; i++) {
    chunks.push(`${prefix}${i}`);
    length += `${prefix}${i}`.length + 2;
  }
  return chunks.join('\n\n');
};

interface Case {
  name: string;
  what: string;
  markdown: string;
  /** Saved (untimed) before each run instead of the page's own body. */
  before?: string;
}

const paragraph =
  'Every listing is reviewed by our team before it goes live. We check the photos, the price and the **details**, and we call the seller when something is unclear. See [financing](/financing).';
const prose = Array.from({ length: 600 }, (_, index) => (index % 10 === 0 ? `## Section ${index / 10 + 1}` : paragraph))
  .join('\n\n')
  .slice(0, MAX);

const cases: Case[] = [
  { name: 'prose', what: 'a long page: headings and paragraphs with bold and links', markdown: prose },
  { name: 'stars', what: "'*' x 100,000 on one line", markdown: fill('*') },
  { name: 'star-blocks', what: "'*\\n\\n' x 33,333 (33,333 blocks)", markdown: fill('*\n\n') },
  { name: 'list', what: "'- x\\n' x 25,000 (one list)", markdown: fill('- x\n') },
  { name: 'fences', what: "'```\\n' x 25,000", markdown: fill('```\n') },
  { name: 'links', what: "'[a](/x) ' x 12,500 on one line", markdown: fill('[a](/x) ') },
  {
    name: 'replace-blocks',
    what: '16,000 new blocks over 16,000 others',
    markdown: numbered('b'),
    before: numbered('a'),
  },
  { name: 'emphasis', what: "'*a ' x 33,333 on one line", markdown: fill('*a ') },
].filter((entry) => !only || only.includes(entry.name));

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const demo = await startDemoServer('preview', { LOG_LEVEL: 'warn' });
const { server } = demo;
const { baseUrl } = server;

/** Polls /api/health every 10 ms until stopped; resolves with the longest wait seen, a call still unanswered too. */
function pollHealth(): { stop(): Promise<number> } {
  let running = true;
  let longest = 0;
  let sent = 0;
  let waiting = false;
  const abort = new AbortController();
  const loop = (async () => {
    while (running) {
      sent = performance.now();
      waiting = true;
      await fetch(`${baseUrl}/api/health`, { signal: abort.signal }).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      waiting = false;
      if (running) longest = Math.max(longest, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    stop: async () => {
      running = false;
      if (waiting) longest = Math.max(longest, performance.now() - sent);
      abort.abort();
      await loop;
      return longest;
    },
  };
}

let cookie = '';
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { Origin: baseUrl, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

interface Timed {
  ms: number;
  status: number | string;
  healthMs: number;
  message?: string;
}

async function timed(method: string, url: string, body?: unknown): Promise<Timed> {
  const poller = pollHealth();
  const started = performance.now();
  try {
    const { status, json } = await call(method, url, body);
    const ms = performance.now() - started;
    return { ms, status, healthMs: await poller.stop(), message: status >= 400 ? json?.message : undefined };
  } catch (error) {
    const ms = performance.now() - started;
    const status = (error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : String(error);
    return { ms, status, healthMs: await poller.stop() };
  }
}

function summary(results: Timed[]): string {
  const statuses = [...new Set(results.map((result) => result.status))].join('/');
  const ms = median(results.map((result) => result.ms));
  const health = Math.max(...results.map((result) => result.healthMs));
  return `${(ms / 1000).toFixed(2).padStart(7)} s  ${String(statuses).padEnd(5)}  health max ${health.toFixed(0).padStart(6)} ms`;
}

try {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: 'admin@marquee.test', password: 'admin-demo-2026' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const pages = await call(
    'GET',
    `/api/console/pages?filter=${encodeURIComponent(JSON.stringify({ slug: 'how-it-works' }))}`,
  );
  const page = pages.json[0] as { id: number; bodyMarkdown: string };
  const pageUrl = `/api/console/pages/${page.id}`;

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; ${runs} runs per body, the median shown`);
  console.log(`idle: health answers in ${(await timed('GET', '/api/health')).ms.toFixed(1)} ms\n`);
  let wedged = false;
  for (const entry of cases) {
    if (wedged) break;
    console.log(`${entry.name}: ${entry.what} (${entry.markdown.length.toLocaleString('en-US')} characters)`);
    const reset = entry.before ?? page.bodyMarkdown;
    const results: Record<'preview' | 'save' | 'view', Timed[]> = { preview: [], save: [], view: [] };
    for (let run = 0; run < runs && !wedged; run++) {
      const setup = await call('PUT', pageUrl, { bodyMarkdown: reset }).catch(() => undefined);
      if (!setup || setup.status !== 200)
        console.log(`  setup: ${setup?.status ?? 'no answer'} ${setup?.json?.message ?? ''}`);
      for (const kind of ['preview', 'save', 'view'] as const) {
        const result =
          kind === 'preview'
            ? await timed('POST', `${pageUrl}/preview`, { bodyMarkdown: entry.markdown })
            : kind === 'save'
              ? await timed('PUT', pageUrl, { bodyMarkdown: entry.markdown })
              : await timed('GET', pageUrl);
        results[kind].push(result);
        if (typeof result.status === 'string') {
          wedged = true;
          break;
        }
      }
    }
    for (const kind of ['preview', 'save', 'view'] as const) {
      if (results[kind].length === 0) continue;
      const message = results[kind].find((result) => result.message)?.message;
      console.log(`  ${kind.padEnd(8)}${summary(results[kind])}${message ? `  (${message})` : ''}`);
    }
    if (wedged) console.log('  the server did not answer in time: the remaining bodies are skipped');
  }
  if (!wedged) await call('PUT', pageUrl, { bodyMarkdown: page.bodyMarkdown });
  const health = await timed('GET', '/api/health').catch(() => undefined);
  console.log(
    `\nafter: health ${health && health.status === 200 ? `answers in ${health.ms.toFixed(1)} ms` : 'does not answer'}`,
  );
} finally {
  await demo.close();
}
