/**
 * One log line per request (method, path, status, duration, request id) through Payload's pino logger, and an
 * `X-Request-Id` on every answer: the caller's own id when it sent a sane one (a load balancer's), else a new one.
 * The path is logged without its query string, and tokens carried in a path are masked: a log line never holds a
 * credential.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Payload } from 'payload';
import { requestContext } from '../platform/logging/requestContext.ts';
import type { NodeMiddleware } from './nodeMiddleware.ts';

const INCOMING_ID = /^[\w.:-]{1,128}$/;
// Payload's email verification and password reset links carry their token as the segment after these.
const TOKEN_IN_PATH = /\/(verify|reset-password|unlock)\/[^/]+/g;
const PROBES = new Set(['/api/health', '/api/ready']);
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

/** A file from disk: a photo, a front end's script, style or icon, robots.txt; a page's HTML is not one. */
function isStaticFile(path: string): boolean {
  if (path.startsWith('/media/')) return true;
  if (path.startsWith('/api/') || path.startsWith('/cms-api/')) return false;
  return FILE_NAME.test(path) && !path.endsWith('.html');
}

/**
 * A fault of ours is an error; load balancer probes and files served well are debug (a page view fetches dozens of
 * files, probes come every few seconds); every other request, refused ones included, is info.
 */
export function requestLevel(path: string, status: number): 'error' | 'info' | 'debug' {
  if (status >= 500) return 'error';
  if (status < 400 && (PROBES.has(path) || isStaticFile(path))) return 'debug';
  return 'info';
}

export function loggedPath(originalUrl: string): string {
  const pathname = originalUrl.split('?')[0];
  return pathname.replace(TOKEN_IN_PATH, '/$1/[redacted]');
}

const arrivals = new WeakMap<IncomingMessage, bigint>();

/** A request answered before this middleware runs (cachedAnswers.ts) is timed from here. */
export function noteArrival(req: IncomingMessage): void {
  arrivals.set(req, process.hrtime.bigint());
}

export function requestLogging(logger: Payload['logger']): NodeMiddleware {
  // The line's fields (below) hold no credential: checking each against every redaction path, as pino does for each
  // field of a line when a path starts with a wildcard, was a tenth of a cached answer's CPU.
  const lines = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const reqId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    const started = arrivals.get(req) ?? process.hrtime.bigint();
    // Mounted first, so the URL is the whole one the client sent.
    const path = loggedPath(req.url ?? '');
    let logged = false;
    // 'finish' when the answer is sent; 'close' alone when the client went away first (a keep-alive socket's
    // 'close' may come much later, so it cannot be the only signal).
    const log = () => {
      if (logged) return;
      logged = true;
      const line = {
        reqId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      lines[requestLevel(path, res.statusCode)](line, 'request');
    };
    res.once('finish', log);
    res.once('close', log);
    requestContext.run({ reqId }, next);
  };
}
