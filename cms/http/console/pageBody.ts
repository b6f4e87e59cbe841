/**
 * A page body edited as Markdown in the console and stored as Payload's Lexical JSON (see lexicalMarkdown.ts for
 * how only the changed blocks are converted). Lexical's Markdown import is superlinear (a 4,000-character line of
 * `*a ` takes some 18 s), so conversions never run on the event loop: two worker threads take them in turn, and one that
 * runs over CONVERSION_TIME_LIMIT_MS is stopped with its worker and answered with a 422 that says what to change,
 * while the other worker takes the next conversion and a replacement starts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { HttpError } from '../errors.ts';
import type { LexicalBody } from './lexicalMarkdown.ts';
import type { PageBodyReply, PageBodyTask } from './pageBodyWorker.ts';

export type { LexicalBody } from './lexicalMarkdown.ts';

/** A page of 100,000 characters of prose converts in about 100 ms; the limit leaves the answer under a second. */
export const CONVERSION_TIME_LIMIT_MS = 800;
const WORKERS = 2;
/** Tasks queued behind the running one (a console list converts one body per page), and how long they may wait. */
const MAX_WAITING = 100;
const MAX_WAIT_MS = 10_000;
/** Idle workers are stopped: each holds Lexical in a V8 heap of its own (some 100 MB). */
const IDLE_MS = 10 * 60_000;

// The worker's file has this file's extension: .ts in the sources (run through tsx), .js in the compiled server.
// From the sources it loads TypeScript through tsx's loader, registered in the thread itself (Node 20 does not pass
// the parent's --import loaders to a worker's entry); compiled, it is plain JavaScript.
const extension = path.extname(fileURLToPath(import.meta.url));
const entry = new URL(`./pageBodyWorker${extension}`, import.meta.url);
const startWorker = (options: WorkerOptions) =>
  extension === '.ts'
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { ...options, eval: true },
      )
    : new Worker(entry, options);

interface Job {
  id: number;
  task: PageBodyTask;
  queuedAt: number;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** One worker thread: `ready` once Lexical is loaded, running at most one job. */
interface Slot {
  worker: Worker;
  ready: boolean;
  running?: Job & { timer: NodeJS.Timeout };
}

const tooComplex = (task: PageBodyTask) =>
  task.kind === 'markdown'
    ? new HttpError(422, "This page's body takes too long to show as Markdown")
    : new HttpError(
        422,
        'This body takes too long to convert: split very long paragraphs, lines or lists, or shorten it',
      );
const busy = () => new HttpError(503, 'Page bodies are being converted for other editors: try again in a few seconds');
const unconvertible = (reason: string) =>
  new HttpError(
    422,
    `This body could not be converted (${reason}): split very long paragraphs or lines, or shorten it`,
  );

let slots: Slot[] = [];
/** When a worker could first take tasks: waiting for one to start is not waiting behind other editors. */
let readyAt = 0;
const waiting: Job[] = [];
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;

function stopSlot(slot: Slot): void {
  slots = slots.filter((other) => other !== slot);
  void slot.worker.terminate();
}

function stopAll(): void {
  for (const slot of slots) stopSlot(slot);
}

function finish(slot: Slot, job: Job, settle: () => void): void {
  if (slot.running?.id !== job.id) return;
  clearTimeout(slot.running.timer);
  slot.running = undefined;
  settle();
  pump();
}

/** Stops a slot whose job failed with it, settling that job with `failure` (or the queue, if it ran none). */
function fail(slot: Slot, failure: (job?: Job) => unknown): void {
  if (!slots.includes(slot)) return;
  stopSlot(slot);
  const job = slot.running;
  if (job) finish(slot, job, () => job.reject(failure(job)));
  else if (!slots.some((other) => other.ready)) for (const queued of waiting.splice(0)) queued.reject(failure());
  else pump();
}

function startSlot(): Slot {
  const worker = startWorker({ resourceLimits: { maxOldGenerationSizeMb: 512, stackSizeMb: 16 } });
  const slot: Slot = { worker, ready: false };
  worker.on('message', (reply: PageBodyReply) => {
    if ('ready' in reply) {
      slot.ready = true;
      if (!slots.some((other) => other !== slot && other.ready)) readyAt = performance.now();
      pump();
      return;
    }
    const job = slot.running;
    if (!job || job.id !== reply.id) return;
    if ('result' in reply) finish(slot, job, () => job.resolve(reply.result));
    else finish(slot, job, () => job.reject(reply.conversion ? unconvertible(reply.error) : new Error(reply.error)));
  });
  // Out of memory is the body's doing; anything else (it could not even start) is ours.
  worker.on('error', (error) =>
    fail(slot, (job) =>
      (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' && job ? tooComplex(job.task) : error,
    ),
  );
  worker.on('exit', () => fail(slot, () => new Error('The page body worker stopped')));
  slots.push(slot);
  return slot;
}

function pump(): void {
  const now = performance.now();
  if (slots.some((slot) => slot.ready)) {
    while (waiting.length && now - Math.max(waiting[0]!.queuedAt, readyAt) > MAX_WAIT_MS)
      waiting.shift()!.reject(busy());
  }
  clearTimeout(idleTimer);
  const working = slots.some((slot) => slot.running);
  if (waiting.length === 0 && !working) {
    // Idle workers never keep the process alive, and are stopped after a while.
    for (const slot of slots) slot.worker.unref();
    idleTimer = setTimeout(stopAll, IDLE_MS).unref();
    return;
  }
  // A spare worker stays ready, so a conversion stopped for its time does not leave the next one waiting for a start.
  while (slots.length < WORKERS) startSlot();
  for (const slot of slots) {
    slot.worker.ref();
    if (!slot.ready || slot.running || waiting.length === 0) continue;
    const job = waiting.shift()!;
    const timer = setTimeout(() => {
      // Lexical's work is synchronous: only stopping the thread stops it. Its replacement starts at once.
      stopSlot(slot);
      finish(slot, job, () => job.reject(tooComplex(job.task)));
    }, CONVERSION_TIME_LIMIT_MS);
    slot.running = { ...job, timer };
    slot.worker.postMessage({ id: job.id, task: job.task });
  }
}

function convert<T>(task: PageBodyTask): Promise<T> {
  if (waiting.length >= MAX_WAITING) return Promise.reject(busy());
  return new Promise<T>((resolve, reject) => {
    waiting.push({
      id: nextId++,
      task,
      queuedAt: performance.now(),
      resolve: resolve as (result: unknown) => void,
      reject,
    });
    pump();
  });
}

/** The body as the console shows it: one Markdown block per top-level node, blank lines between. */
export function bodyToMarkdown(body: unknown): Promise<string> {
  return convert({ kind: 'markdown', body });
}

/** The stored body after the editor saved `markdown`: untouched blocks are the original nodes. */
export function mergeMarkdownIntoBody(original: unknown, markdown: string): Promise<LexicalBody> {
  return convert({ kind: 'merge', original, markdown });
}

/** The HTML the storefront would show for the body after saving `markdown` (pageView's, rendered in the worker). */
export function previewBodyHtml(original: unknown, markdown: string): Promise<string> {
  return convert({ kind: 'preview', original, markdown });
}
