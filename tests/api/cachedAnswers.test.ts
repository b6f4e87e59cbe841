/**
 * Search, facet counts and the home page's lists are answered before Express routes them (cms/http/cachedAnswers.ts),
 * from the answer cache or computed: the same status, body and headers as Express sends, its ETag and 304, HEAD
 * without a body; another method or path, and bad input, go to Express as before.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import proxyAddress from 'proxy-addr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../../cms/http/api/index.ts';
import { withCachedAnswers } from '../../cms/http/cachedAnswers.ts';
import { requestLogging } from '../../cms/http/requestLog.ts';
import { securityHeaders } from '../../cms/http/security/headers.ts';
import { searchAnswerCache } from '../../cms/domain/search/answerCache.ts';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
const SEARCH = '/api/vehicles/search?make=Lotus&view=card';

/** The /api of the app behind the cached answers, with a count of the requests that reached Express. */
let reachedExpress = 0;
/** Listing pages read from the cache or the database, by the lane or by Express. */
let listingReads = 0;
let trustProxy: string | false = 'loopback';
const trustOf = (setting: string | false) => (setting ? proxyAddress.compile(setting) : () => false);
let lane: Server;
let laneUrl: string;
let sellerId: number;

function listener(): RequestListener {
  const { payload, env } = api.server;
  const answers = searchAnswerCache(10);
  const readListing = answers.listing;
  answers.listing = (...args) => {
    listingReads++;
    return readListing(...args);
  };
  const everyAnswer = [requestLogging(payload.logger), securityHeaders({ production: false, storage: env.storage })];
  const app = express();
  // Read per request, so a test can turn it.
  app.set('trust proxy fn', (address: string, hop: number) => trustOf(trustProxy)(address, hop));
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  app.use(everyAnswer);
  app.use('/api', apiRouter(payload, env, answers));
  const clientAddress = (req: IncomingMessage) => proxyAddress(req, app.get('trust proxy fn'));
  const lane = { mountPath: '/api', middleware: everyAnswer, viewSecret: env.payloadSecret, clientAddress };
  return withCachedAnswers(payload, answers, lane, app);
}

beforeAll(async () => {
  lane = createServer(listener());
  await new Promise<void>((resolve) => lane.listen(0, '127.0.0.1', resolve));
  laneUrl = `http://127.0.0.1:${(lane.address() as AddressInfo).port}`;
  sellerId = (await createAccount(api.server.payload, 'user', 'seller')).id;
  await createListing(api.server.payload, sellerId, { make: 'Lotus', model: 'Emira', status: 'approved' });
});
afterAll(() => new Promise((resolve) => lane.close(resolve)));

/** A request to the lane, and whether it reached Express. */
async function ask(path: string, init: RequestInit = {}) {
  const before = reachedExpress;
  const response = await fetch(`${laneUrl}${path}`, init);
  const body = await response.text();
  return { response, body, reachedExpress: reachedExpress > before };
}

/** Every header but the ones that differ per answer. */
const sameEveryTime = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['date', 'x-request-id'].includes(name)));

/** The same request as Express routes it and the lane does not take (Express ignores a trailing slash). */
const viaExpress = (path: string) => path.replace('?', '/?');

describe('answers sent before Express', () => {
  it('answers a first search and its repeat without Express: what Express sends for it', async () => {
    const first = await ask(SEARCH);
    expect(first.reachedExpress).toBe(false);
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.body).total).toBe(1);

    const fromExpress = await ask(viaExpress(SEARCH));
    expect(fromExpress.reachedExpress).toBe(true);
    expect(fromExpress.response.status).toBe(200);
    expect(first.body).toBe(fromExpress.body);
    expect(sameEveryTime(first.response.headers)).toEqual(sameEveryTime(fromExpress.response.headers));
    expect(first.response.headers.get('content-security-policy')).toContain("default-src 'self'");

    const again = await ask(SEARCH);
    expect(again.reachedExpress).toBe(false);
    expect(again.body).toBe(first.body);
    expect(sameEveryTime(again.response.headers)).toEqual(sameEveryTime(first.response.headers));
    expect(again.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.response.headers.get('x-request-id')).not.toBe(first.response.headers.get('x-request-id'));
  });

  it('answers the facet counts and the home page lists the same way', async () => {
    for (const path of ['/api/vehicles/facets?make=Lotus', '/api/vehicles/recent?', '/api/vehicles/featured?']) {
      const first = await ask(path);
      expect(first.reachedExpress, path).toBe(false);
      expect(first.response.status, path).toBe(200);
      const fromExpress = await ask(viaExpress(path));
      expect(fromExpress.reachedExpress, path).toBe(true);
      expect(first.body, path).toBe(fromExpress.body);
      expect(sameEveryTime(first.response.headers), path).toEqual(sameEveryTime(fromExpress.response.headers));
    }
  });

  it('answers 304 to the ETag it sent, and HEAD without a body, without Express', async () => {
    const first = await ask(SEARCH);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // As a browser revalidates (fetch would add no-cache to a conditional request of its own).
    const unchanged = await ask(SEARCH, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect(unchanged.reachedExpress).toBe(false);
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.body).toBe('');
    // Another spelling Express routes alike (its paths ignore case), never asked before: the lane has not seen it.
    const fromExpress = await ask(SEARCH.replace('/vehicles/', '/Vehicles/'), {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(fromExpress.reachedExpress).toBe(true);
    expect(fromExpress.response.status).toBe(304);
    expect(sameEveryTime(unchanged.response.headers)).toEqual(sameEveryTime(fromExpress.response.headers));

    const head = await ask(SEARCH, { method: 'HEAD' });
    expect(head.reachedExpress).toBe(false);
    expect(head.response.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.response.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)));
  });

  it('answers anew, still without Express, once a change buyers can see moves the version', async () => {
    expect(JSON.parse((await ask(SEARCH)).body).total).toBe(1);
    await createListing(api.server.payload, sellerId, { make: 'Lotus', model: 'Evora', status: 'approved' });
    const afterChange = await ask(SEARCH);
    expect(afterChange.reachedExpress).toBe(false);
    expect(JSON.parse(afterChange.body).total).toBe(2);
  });

  it('leaves to Express another method, another path and bad input, which it refuses as before', async () => {
    const post = await ask(SEARCH, { method: 'POST' });
    expect(post.reachedExpress).toBe(true);
    expect(post.response.status).toBe(404);
    expect((await ask('/api/vehicles/compare?ids=1')).reachedExpress).toBe(true);
    for (const path of [
      '/api/vehicles/search?minPrice=9&maxPrice=1',
      '/api/vehicles/search?make=%01',
      '/api/vehicles/facets?limit=x',
    ]) {
      const refused = await ask(path);
      expect(refused.reachedExpress, path).toBe(true);
      expect(refused.response.status, path).toBe(400);
      expect(JSON.parse(refused.body).message, path).toBeTruthy();
    }
  });
});

describe("a visitor's listing page before Express", () => {
  const storedViews = async (id: number) => {
    await viewCounterOf(api.server.payload).flush();
    const { rows } = await poolOf(api.server.payload).query<{ views: number }>(
      'select views from vehicles where id = $1',
      [id],
    );
    return rows[0].views;
  };
  const listing = async (status: 'approved' | 'pending' = 'approved') =>
    (await createListing(api.server.payload, sellerId, { make: 'Lotus', model: 'Exige', status })).id;

  it('sends what Express sends for it, its 304 and HEAD, and counts one view a day per visitor as Express does', async () => {
    const id = await listing();
    const browser = { 'User-Agent': 'Browser A' };
    const first = await ask(`/api/vehicles/${id}`, { headers: browser });
    expect(first.reachedExpress).toBe(false);
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ id, make: 'Lotus', model: 'Exige' });

    const fromExpress = await ask(`/api/vehicles/${id}/`, { headers: browser });
    expect(fromExpress.reachedExpress).toBe(true);
    expect(first.body).toBe(fromExpress.body);
    expect(sameEveryTime(first.response.headers)).toEqual(sameEveryTime(fromExpress.response.headers));

    const etag = first.response.headers.get('etag')!;
    const revalidated = { ...browser, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' };
    const unchanged = await ask(`/api/vehicles/${id}`, { headers: revalidated });
    expect([unchanged.reachedExpress, unchanged.response.status]).toEqual([false, 304]);
    const head = await ask(`/api/vehicles/${id}`, { method: 'HEAD', headers: browser });
    expect([head.reachedExpress, head.response.status, head.body]).toEqual([false, 200, '']);
    // Four reads of one browser, through the lane and through Express: one visitor.
    expect(await storedViews(id)).toBe(1);

    await ask(`/api/vehicles/${id}`, { headers: { 'User-Agent': 'Browser B' } });
    expect(await storedViews(id)).toBe(2);
  });

  it('tells visitors apart by the address Express reads, X-Forwarded-For only from a trusted proxy', async () => {
    const id = await listing();
    const from = (address: string) => ({ 'User-Agent': 'Browser A', 'X-Forwarded-For': address });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1'])
      expect((await ask(`/api/vehicles/${id}`, { headers: from(address) })).reachedExpress).toBe(false);
    expect(await storedViews(id)).toBe(3);
    // Express reads the same address for the same visitor: no fourth view.
    expect((await ask(`/api/vehicles/${id}/`, { headers: from('203.0.113.2') })).reachedExpress).toBe(true);
    expect(await storedViews(id)).toBe(3);

    const untrusted = await listing();
    trustProxy = false;
    try {
      for (const address of ['203.0.113.1', '203.0.113.2'])
        expect((await ask(`/api/vehicles/${untrusted}`, { headers: from(address) })).reachedExpress).toBe(false);
    } finally {
      trustProxy = 'loopback';
    }
    expect(await storedViews(untrusted)).toBe(1);
  });

  it('leaves to Express a caller with credentials, a listing not public, and any other spelling of the path', async () => {
    const id = await listing();
    const signedIn = await ask(`/api/vehicles/${id}`, {
      headers: { Cookie: `${api.server.payload.config.cookiePrefix}-token=forged` },
    });
    expect([signedIn.reachedExpress, signedIn.response.status]).toEqual([true, 200]);
    const bearer = await ask(`/api/vehicles/${id}`, { headers: { Authorization: 'JWT forged' } });
    expect(bearer.reachedExpress).toBe(true);

    const pending = await ask(`/api/vehicles/${await listing('pending')}`);
    expect([pending.reachedExpress, pending.response.status]).toEqual([true, 404]);
    expect(JSON.parse(pending.body).message).toBe('Vehicle not found');

    for (const [path, status] of [
      [`/api/vehicles/${id}?view=card`, 200],
      [`/api/vehicles/0${id}`, 200],
      ['/api/vehicles/0', 400],
      ['/api/vehicles/12abc', 400],
      ['/api/vehicles/99999999999999999999', 400],
    ] as const) {
      const other = await ask(path);
      expect([other.reachedExpress, other.response.status], path).toEqual([true, status]);
    }
    expect((await ask(`/api/vehicles/${id}`, { method: 'DELETE' })).reachedExpress).toBe(true);

    // Digits past the largest id: Express refuses them before any read, and the lane reads nothing either.
    const readsBefore = listingReads;
    const tooLarge = await ask('/api/vehicles/2147483648');
    expect([tooLarge.reachedExpress, tooLarge.response.status]).toEqual([true, 400]);
    expect(listingReads).toBe(readsBefore);
  });
});

describe('the app server', () => {
  it('sends a repeated search with the headers of the first', async () => {
    const first = await fetch(`${api.server.baseUrl}${SEARCH}`);
    const again = await fetch(`${api.server.baseUrl}${SEARCH}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(sameEveryTime(again.headers)).toEqual(sameEveryTime(first.headers));
  });
});
