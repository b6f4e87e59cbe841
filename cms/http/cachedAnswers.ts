/**
 * Cached JSON answers on the wire: with an ETag made once per answer, and, for a request answered before whose
 * answer is still current, sent before Express routes the request at all.
 *
 * Express's own routing costs 110-160 µs of CPU per request on this kind of 2-core machine, about half of what a
 * cached answer costs in all (`npm run bench:request-path`), while a bare node:http answer costs 24-45 µs. A
 * repeated search, the commonest request of the site, gets the same log line, security headers, ETag and 304 here,
 * from the same middleware; anything else (a first request, a stale answer, a database that does not answer) goes
 * to Express.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Response } from 'express';
import fresh from 'fresh';
import type { Payload } from 'payload';
import type { JsonAnswer, SearchAnswerCache } from '../domain/search/answerCache.ts';
import type { NodeMiddleware } from './nodeMiddleware.ts';

const etagOf = (answer: JsonAnswer) => `"${answer.hash}"`;

/** From an Express route: Express sends it (304 and HEAD included) with the ETag kept with the answer. */
export function sendJsonAnswer(res: Response, answer: JsonAnswer): void {
  res.set('ETag', etagOf(answer)).type('json').send(answer.json);
}

/** What Express's `res.send` would have sent for the answer (a 304 without its type), after the middleware has run. */
function sendDirect(req: IncomingMessage, res: ServerResponse, answer: JsonAnswer): void {
  const etag = etagOf(answer);
  res.setHeader('ETag', etag);
  if (fresh(req.headers, { etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(answer.json));
  res.end(req.method === 'HEAD' ? undefined : answer.json);
}

export function withCachedAnswers(
  payload: Payload,
  answers: SearchAnswerCache,
  middleware: NodeMiddleware[],
  app: RequestListener,
): RequestListener {
  return (req, res) => {
    const cached =
      (req.method === 'GET' || req.method === 'HEAD') && req.url ? answers.cached(payload, req.url) : undefined;
    if (!cached) return app(req, res);
    cached.then(
      (answer) => {
        if (!answer) return app(req, res);
        const run = (index: number): void =>
          index < middleware.length ? middleware[index](req, res, () => run(index + 1)) : sendDirect(req, res, answer);
        run(0);
      },
      // Express answers the same request again, and says what went wrong (a 503 when the database is down).
      () => app(req, res),
    );
  };
}
