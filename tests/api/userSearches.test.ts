/**
 * Saved searches: GET and POST /api/user/searches, PATCH and DELETE /api/user/searches/{id}. Each account sees
 * and changes only its own, through /api and through Payload's own door; the query is stored in one form with the
 * columns the alert run looks searches up by; bad input is a 400 that writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '../../contract/savedSearches.ts';
import { searchWritesPerUser } from '../../cms/http/api/userSearches.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
let buyer: ApiClient;
let buyerId: number;
let stranger: ApiClient;

async function account(role: 'user' | 'admin' = 'user', name = 'buyer') {
  const { payload, baseUrl } = context.server;
  const created = await createAccount(payload, role, name);
  return { id: created.id, client: await signedInClient(baseUrl, created) };
}

const rowsOf = async (userId: number) =>
  (
    await context.server.payload.find({
      collection: 'saved-searches',
      where: { user: { equals: userId } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs;

async function save(client: ApiClient, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await client.post('/api/user/searches', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

beforeAll(async () => {
  ({ id: buyerId, client: buyer } = await account());
  ({ client: stranger } = await account('user', 'stranger'));
});

describe('signed out', () => {
  it('every call answers 401 and nothing is written', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/user/searches'],
      ['POST', '/api/user/searches', { name: 'BMW', query: 'make=BMW' }],
      ['PATCH', '/api/user/searches/1', { paused: true }],
      ['DELETE', '/api/user/searches/1'],
    ] as const) {
      const response = await context.visitor.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const { totalDocs } = await context.server.payload.count({ collection: 'saved-searches', overrideAccess: true });
    expect(totalDocs).toBe(0);
  });
});

describe('an account and its searches', () => {
  it('saves a search in one form: order, page and defaults dropped, the match columns kept', async () => {
    const saved = await save(buyer, {
      name: '  BMW 3 Series under $40k  ',
      query: '?sortBy=price_asc&page=3&maxPrice=40000&model=3%20Series&make=BMW&minYear=2019&radius=50',
      frequency: 'instant',
    });
    expect(saved).toMatchObject({
      name: 'BMW 3 Series under $40k',
      query: 'make=BMW&model=3+Series&minYear=2019&maxPrice=40000',
      frequency: 'instant',
      paused: false,
    });
    const [row] = (await rowsOf(buyerId)).filter((doc) => doc.id === saved.id);
    expect(row?.match).toMatchObject({
      make: 'bmw',
      model: '3 series',
      minPrice: null,
      maxPrice: 40000,
      minYear: 2019,
      maxYear: null,
      rest: '',
    });
    // The default frequency is daily.
    expect((await save(buyer, { name: 'Any Porsche', query: 'make=Porsche' })).frequency).toBe('daily');
  });

  it('lists its own searches newest first, never another account’s', async () => {
    await save(stranger, { name: 'Stranger Audi', query: 'make=Audi' });
    const list = (await buyer.get('/api/user/searches')).body as SavedSearch[];
    expect(list.map((search) => search.name)).toEqual(['Any Porsche', 'BMW 3 Series under $40k']);
    expect((await buyer.get('/api/user/searches')).headers.get('cache-control')).toBe('no-store');
  });

  it('renames, changes the frequency, pauses and resumes; a new query moves the match columns', async () => {
    const [search] = (await buyer.get('/api/user/searches')).body as SavedSearch[];
    const renamed = await buyer.patch(`/api/user/searches/${search!.id}`, { name: 'Porsche 911', frequency: 'never' });
    expect(renamed.body).toMatchObject({ name: 'Porsche 911', frequency: 'never', paused: false });
    expect((await buyer.patch(`/api/user/searches/${search!.id}`, { paused: true })).body.paused).toBe(true);
    expect((await buyer.patch(`/api/user/searches/${search!.id}`, { paused: false })).body.paused).toBe(false);
    await buyer.patch(`/api/user/searches/${search!.id}`, {
      query: 'make=Porsche&model=911&minPrice=80000&bodyType=coupe&location=90210&radius=100',
    });
    const [row] = (await rowsOf(buyerId)).filter((doc) => doc.id === search!.id);
    // What the index cannot check is kept as a query of its own, for the alert run to check once per distinct rest.
    expect(row?.match).toMatchObject({
      make: 'porsche',
      model: '911',
      minPrice: 80000,
      rest: 'bodyType=coupe&location=90210&radius=100',
    });
  });

  it('refuses bad input with the field and the reason, and writes nothing', async () => {
    const before = await rowsOf(buyerId);
    for (const [body, path] of [
      [{ name: '', query: 'make=BMW' }, 'name'],
      [{ name: 'x'.repeat(81), query: 'make=BMW' }, 'name'],
      [{ name: 'Cheap', query: 'minPrice=abc' }, 'query'],
      [{ name: 'Cheap', query: 'x'.repeat(2001) }, 'query'],
      [{ name: 'Cheap', query: 'make=BMW', frequency: 'hourly' }, 'frequency'],
      // Text PostgreSQL cannot store, once the query string is decoded.
      [{ name: 'Null', query: 'make=%00' }, 'query'],
      [{ name: 'Null', query: 'location=a%00%2C%20CA' }, 'query'],
      [{ name: 'Null', query: 'features=%01' }, 'query'],
      // A place /search does not know: saved, it would never match.
      [{ name: 'Atlantis', query: 'make=BMW&location=Atlantis%2C%20ZZ' }, 'query'],
    ] as const) {
      const response = await buyer.post('/api/user/searches', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.errors[0].path).toBe(path);
    }
    const [search] = before;
    const empty = await buyer.patch(`/api/user/searches/${search!.id}`, {});
    expect(empty.status).toBe(400);
    expect((await buyer.patch(`/api/user/searches/${search!.id}`, { paused: 'yes' })).status).toBe(400);
    expect((await buyer.patch('/api/user/searches/abc', { paused: true })).status).toBe(400);
    expect(await rowsOf(buyerId)).toEqual(before);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches: one more is refused with the reason`, async () => {
    const { id, client } = await account();
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      await save(client, { name: `Search ${i}`, query: `minYear=${2000 + i}` });
    const refused = await client.post('/api/user/searches', { name: 'One more', query: 'make=BMW' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`You can keep ${SAVED_SEARCHES_MAX} searches`);
    expect(await rowsOf(id)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('keeps the cap when saves arrive at once', async () => {
    const { id, client } = await account();
    for (let i = 0; i < SAVED_SEARCHES_MAX - 2; i++)
      await save(client, { name: `Search ${i}`, query: `minYear=${2000 + i}` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => client.post('/api/user/searches', { name: `Race ${i}`, query: 'make=BMW' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400, 400, 400]);
    expect(await rowsOf(id)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe('a stranger', () => {
  it('cannot see, change or delete another account’s search, through /api or /cms-api', async () => {
    const [search] = (await buyer.get('/api/user/searches')).body as SavedSearch[];
    const before = await rowsOf(buyerId);
    expect((await stranger.patch(`/api/user/searches/${search!.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.delete(`/api/user/searches/${search!.id}`)).status).toBe(404);
    expect(((await stranger.get('/api/user/searches')).body as SavedSearch[]).map((s) => s.name)).toEqual([
      'Stranger Audi',
    ]);
    // Payload's own door answers the same rules.
    const listed = await stranger.get('/cms-api/saved-searches');
    expect(listed.body.docs?.map((doc: { id: number }) => doc.id) ?? []).not.toContain(search!.id);
    expect(
      (await stranger.patch(`/cms-api/saved-searches/${search!.id}`, { name: 'Mine now' })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await rowsOf(buyerId)).toEqual(before);
  });

  it('cannot save a search in someone else’s name: the owner is always the caller', async () => {
    const forger = await account('user', 'forger');
    const response = await forger.client.post('/api/user/searches', {
      name: 'Forged',
      query: 'make=BMW',
      user: buyerId,
    });
    expect(response.status).toBe(201);
    expect((await rowsOf(buyerId)).map((row) => row.name)).not.toContain('Forged');
    expect((await rowsOf(forger.id)).map((row) => row.name)).toEqual(['Forged']);
  });
});

describe('limits', () => {
  it(`limits writes to ${searchWritesPerUser.max} per account in ${searchWritesPerUser.windowSeconds / 60} minutes`, async () => {
    const { client } = await account();
    const other = (await account()).client;
    const search = await save(client, { name: 'Churn', query: 'make=BMW' });
    for (let i = 1; i < searchWritesPerUser.max; i++)
      expect((await client.patch(`/api/user/searches/${search.id}`, { paused: i % 2 === 0 })).status).toBe(200);
    const limited = await client.post('/api/user/searches', { name: 'More', query: 'make=Audi' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.get('/api/user/searches')).status).toBe(200);
    expect((await other.post('/api/user/searches', { name: 'Other', query: 'make=Audi' })).status).toBe(201);
  });
});
