/**
 * One layer of the app's request path, serving a cached search answer from memory: `node bench/request-path/server.ts
 * <layer>` (PORT from the environment). Each layer is the app's own middleware, mounted as createApp and apiRouter
 * mount it, so the cost measured is the cost the app pays per cached answer above the database.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import type { Payload } from 'payload';
import pino from 'pino';
import { searchParamsSchema } from '../../contract/search.ts';
import type { SearchAnswerCache } from '../../cms/domain/search/answerCache.ts';
import type { JsonAnswer } from '../../cms/domain/search/jsonAnswer.ts';
import { withCachedAnswers } from '../../cms/http/cachedAnswers.ts';
import { requestLogging } from '../../cms/http/requestLog.ts';
import { securityHeaders } from '../../cms/http/security/headers.ts';
import { refuseCrossOriginWrites } from '../../cms/http/security/originCheck.ts';
import { parseInput } from '../../cms/http/validate.ts';
import { loggerOptions } from '../../cms/platform/logging/loggerOptions.ts';
import { cardAnswer, layers, type Layer } from './layers.ts';

const layer = process.argv[2] as Layer;
const upTo = layers.indexOf(layer);
if (upTo < 0) throw new Error(`the layer to serve up to: one of ${layers.join(', ')}`);
const has = (other: Layer) => upTo >= layers.indexOf(other);
const answer = cardAnswer();
const port = Number(process.env.PORT);
// Production's JSON lines, to a discarded stdout.
const logger = pino(loggerOptions('info'), pino.destination('/dev/null'));
const everyAnswer = [
  requestLogging(logger as never),
  securityHeaders({ production: true, storage: { kind: 'local', dir: '/tmp', publicBase: '/media' } }),
];

function expressApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', has('express + ETag'));
  if (has('+ request log')) app.use(everyAnswer[0]);
  if (has('+ security headers')) app.use(everyAnswer[1]);
  const api: RequestHandler[] = has('+ origin check, JSON body parser')
    ? [refuseCrossOriginWrites([]), express.json({ limit: '1mb' })]
    : [];
  const validated: RequestHandler = (req, _res, next) => {
    // What the route does before its cache lookup: the parameters checked, and the answer's key made of them.
    if (has('+ validation')) JSON.stringify(parseInput(searchParamsSchema, req.query));
    next();
  };
  app.get('/api/vehicles/search', ...api, validated, (_req, res) => {
    res.type('json').send(answer);
  });
  return app;
}

/** The lane in front of the app, finding every request's answer cached (the version lookup is left out). */
function cachedAnswerLane(): http.RequestListener {
  const kept: JsonAnswer = { json: answer, hash: createHash('sha1').update(answer).digest('base64url') };
  const answers = { cached: () => Promise.resolve(kept) } as unknown as SearchAnswerCache;
  const lane = { mountPath: '/api', middleware: everyAnswer, viewSecret: '', clientAddress: () => '' };
  return withCachedAnswers(undefined as unknown as Payload, answers, lane, expressApp());
}

const bare: http.RequestListener = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(answer);
};
const listener = layer === 'node:http' ? bare : layer === 'cached-answer lane' ? cachedAnswerLane() : expressApp();
http.createServer(listener).listen(port, '127.0.0.1', () => console.log('ready'));
