/**
 * JSON answers on the wire: with an ETag made once per answer, and, for the reads of the search answer cache (search,
 * facets, the home page's lists) and a visitor's listing page, sent before Express routes the request at all: a
 * request answered before whose answer is still current, and any other with valid input, computed here.
 *
 * Express's own routing costs 110-160 µs of CPU per request on this kind of 2-core machine, about half of what a
 * cached answer costs in all (`npm run bench:request-path`), while a bare node:http answer costs 24-45 µs; a first
 * search also walks the /api routers ahead of its route. These answers get the same log line, security headers,
 * ETag and 304 here, from the same middleware; anything else (another path or method, bad input, a listing there is
 * none of, a database that does not answer) goes to Express, which answers it as before.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { Response } from 'express';
import fresh from 'fresh';
import type { Payload } from 'payload';
import { vehicleIdSchema } from '../../contract/listings.ts';
import type { SearchAnswerCache } from '../domain/search/answerCache.ts';
import type { JsonAnswer } from '../domain/search/jsonAnswer.ts';
import { searchAnswerRoutes } from './api/searchAnswerRoutes.ts';
import { visitorListingRoute } from './api/visitorListing.ts';
import type { NodeMiddleware } from './nodeMiddleware.ts';
import { noteArrival } from './requestLog.ts';
import { carriesCredentials } from './session.ts';

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

export interface AnswerLane {
  /** Where Express mounts the /api routes answered here. */
  mountPath: string;
  /** What runs before every answer, as Express runs it first. */
  middleware: NodeMiddleware[];
  /** The key that makes visitors' view marks (vehicles.ts counts with the same). */
  viewSecret: string;
  /** The client's address as Express's `req.ip` gives it, under the same `trust proxy`. */
  clientAddress: (req: IncomingMessage) => string;
}

/** A listing page's id spelt as digits alone (`/vehicles/123`), within what Express's route takes for an id. */
const listingIdOf = (digits: string): number | undefined => {
  if (!/^[1-9][0-9]{0,9}$/.test(digits)) return undefined;
  const id = vehicleIdSchema.safeParse(digits);
  return id.success ? id.data : undefined;
};

export function withCachedAnswers(
  payload: Payload,
  answers: SearchAnswerCache,
  { mountPath, middleware, viewSecret, clientAddress }: AnswerLane,
  app: RequestListener,
): RequestListener {
  const byPath = new Map(
    Object.entries(searchAnswerRoutes(answers)).map(([path, route]) => [`${mountPath}${path}`, route]),
  );
  /** The answer Express would send a valid request to one of the routes, computed without it. */
  const computed = (url: string): Promise<JsonAnswer> | undefined => {
    const queryAt = url.indexOf('?');
    const route = byPath.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route) return undefined;
    // Express's own query parser ('simple'): the same object its route would validate. Bad input rejects here.
    return Promise.resolve().then(() => route(payload, parseQuery(queryAt === -1 ? '' : url.slice(queryAt + 1)), url));
  };
  const listingPrefix = `${mountPath}/vehicles/`;
  const visitorListing = visitorListingRoute(payload, answers, viewSecret);
  /** A visitor's listing page; a signed-in caller may be its owner, whose answer Express gives. */
  const listingPage = (req: IncomingMessage, url: string): Promise<JsonAnswer | undefined> | undefined => {
    const id = listingIdOf(url.slice(listingPrefix.length));
    if (id === undefined || carriesCredentials(payload, req)) return undefined;
    const client = { address: clientAddress(req), userAgent: req.headers['user-agent'] ?? '' };
    return visitorListing(id, client);
  };
  const answerBeforeExpress = (req: IncomingMessage, url: string): Promise<JsonAnswer | undefined> | undefined => {
    const cached = answers.cached(payload, url);
    if (cached) return cached.then((answer) => answer ?? computed(url));
    return computed(url) ?? (url.startsWith(listingPrefix) ? listingPage(req, url) : undefined);
  };

  return (req, res) => {
    const answering =
      (req.method === 'GET' || req.method === 'HEAD') && req.url ? answerBeforeExpress(req, req.url) : undefined;
    if (!answering) return app(req, res);
    noteArrival(req);
    answering.then(
      (answer) => {
        if (!answer) return app(req, res);
        const run = (index: number): void =>
          index < middleware.length ? middleware[index](req, res, () => run(index + 1)) : sendDirect(req, res, answer);
        run(0);
      },
      // Express answers the same request again, and says what went wrong (a 400, or a 503 when the database is down).
      () => app(req, res),
    );
  };
}
