/**
 * One JSON log line per request (method, path, status, duration, request id) through Payload's pino logger, and an
 * `X-Request-Id` on every answer: the caller's own id when it sent a sane one (a load balancer's), else a new one.
 * The path is logged without its query string, and tokens carried in a path are masked: a log line never holds a
 * credential.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Payload } from 'payload';
import { requestContext } from '../platform/logging/requestContext.ts';

const INCOMING_ID = /^[\w.:-]{1,128}$/;
// Payload's email verification and password reset links carry their token as the segment after these.
const TOKEN_IN_PATH = /\/(verify|reset-password|unlock)\/[^/]+/g;
const PROBES = new Set(['/api/health', '/api/ready']);

export function loggedPath(originalUrl: string): string {
  const pathname = originalUrl.split('?')[0];
  return pathname.replace(TOKEN_IN_PATH, '/$1/[redacted]');
}

export function requestLogging(logger: Payload['logger']): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    const reqId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', reqId);
    const started = process.hrtime.bigint();
    const path = loggedPath(req.originalUrl);
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
      if (res.statusCode >= 500) logger.error(line, 'request');
      else if (PROBES.has(path) && res.statusCode < 400) logger.debug(line, 'request'); // load balancer probes
      else logger.info(line, 'request');
    };
    res.once('finish', log);
    res.once('close', log);
    requestContext.run({ reqId }, next);
  };
}
