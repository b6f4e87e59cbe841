/**
 * Recently viewed cars in the account: GET and DELETE /api/user/recently-viewed, PUT
 * /api/user/recently-viewed/{id} and POST .../merge. Each account sees and changes only its own list; only cars
 * buyers can see are recorded and listed; the list keeps the newest recentlyViewedRules.max views.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recentlyViewedRules, type RecentlyViewedCar } from '../../contract/recentlyViewedList.ts';
import { recentWritesPerUser } from '../../cms/http/api/userRecentlyViewed.ts';
import { writeViews } from '../../cms/domain/recent/recentViewRows.ts';
import { statementsSentToBusyClients } from '../helpers/busyClients.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, privateVehicleFields, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
const { max } = recentlyViewedRules;
let sellerId: number;
let owner: ApiClient;
/** Public listings, more than the cap. */
const cars: number[] = [];
const hidden = { pending: 0, rejected: 0 };

async function account(role: 'user' | 'admin' = 'user', name = 'buyer') {
  const { payload, baseUrl } = context.server;
  const created = await createAccount(payload, role, name);
  return { id: created.id, client: await signedInClient(baseUrl, created) };
}

const listOf = async (client: ApiClient): Promise<RecentlyViewedCar[]> => {
  const response = await client.get('/api/user/recently-viewed');
  expect(response.status).toBe(200);
  return response.body;
};
const idsOf = async (client: ApiClient) => (await listOf(client)).map((entry) => entry.vehicleId);
const rowCount = async (userId?: number) =>
  (
    await context.server.payload.count({
      collection: 'recently-viewed',
      where: userId === undefined ? {} : { user: { equals: userId } },
      overrideAccess: true,
    })
  ).totalDocs;

async function view(client: ApiClient, ...ids: number[]) {
  for (const id of ids) expect((await client.put(`/api/user/recently-viewed/${id}`)).status, `view ${id}`).toBe(204);
}

beforeAll(async () => {
  const { payload } = context.server;
  const seller = await createAccount(payload, 'user', 'seller');
  sellerId = seller.id;
  owner = await signedInClient(context.server.baseUrl, seller);
  for (let i = 0; i < max + 3; i++) {
    const status = i === 1 ? 'sold' : 'approved';
    cars.push((await createListing(payload, sellerId, { status, year: 2010 + i })).id);
  }
  hidden.pending = (await createListing(payload, sellerId, { status: 'pending', model: 'X5' })).id;
  hidden.rejected = (await createListing(payload, sellerId, { status: 'rejected', model: 'X7' })).id;
});

describe('signed out', () => {
  it('every call answers 401 and nothing is written', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/user/recently-viewed'],
      ['DELETE', '/api/user/recently-viewed'],
      ['PUT', `/api/user/recently-viewed/${cars[0]}`],
      ['POST', '/api/user/recently-viewed/merge', { ids: [cars[0]] }],
    ] as const) {
      const response = await context.visitor.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.message).toBe('Sign in to continue');
    }
    expect(await rowCount()).toBe(0);
  });
});

describe('recording and listing', () => {
  it('records a view with 204 and lists public cards newest first, uncached, without private fields', async () => {
    const { client } = await account();
    expect(await listOf(client)).toEqual([]);
    await view(client, cars[0]!, cars[1]!, cars[2]!);
    const response = await client.get('/api/user/recently-viewed');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list: RecentlyViewedCar[] = response.body;
    expect(list.map((entry) => entry.vehicleId)).toEqual([cars[2], cars[1], cars[0]]);
    expect(list[1]!.vehicle).toMatchObject({ id: cars[1], status: 'sold' });
    expect(Date.parse(list[0]!.viewedAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.viewedAt));
    for (const field of privateVehicleFields) expect(list[0]!.vehicle).not.toHaveProperty(field);
    expect(list[0]!.vehicle).not.toHaveProperty('owner');
  });

  it('a car viewed again moves to the top, once', async () => {
    const { id, client } = await account();
    await view(client, cars[0]!, cars[1]!, cars[0]!);
    expect(await idsOf(client)).toEqual([cars[0], cars[1]]);
    expect(await rowCount(id)).toBe(2);
  });

  it(`keeps the newest ${max}: a view past them drops the oldest`, async () => {
    const { id, client } = await account();
    await view(client, ...cars);
    expect(await rowCount(id)).toBe(max);
    expect(await idsOf(client)).toEqual([...cars].reverse().slice(0, max));
    // Viewing a kept car again only moves it; viewing a dropped one brings it back and drops the oldest.
    const oldestKept = cars[cars.length - max]!;
    await view(client, oldestKept);
    expect(await rowCount(id)).toBe(max);
    await view(client, cars[0]!);
    const ids = await idsOf(client);
    expect(ids.slice(0, 2)).toEqual([cars[0], oldestKept]);
    expect(ids).not.toContain(cars[cars.length - max + 1]);
    expect(ids).toHaveLength(max);
  });

  it('a car buyers cannot see (under review, rejected, unknown) is a 404 and is not recorded, even by its owner', async () => {
    const { id, client } = await account();
    for (const [who, vehicleId] of [
      [client, hidden.pending],
      [client, hidden.rejected],
      [client, 9_999_999],
      [owner, hidden.pending],
    ] as const) {
      const response = await who.put(`/api/user/recently-viewed/${vehicleId}`);
      expect(response.status, String(vehicleId)).toBe(404);
      expect(response.body.message).toBe('This car is not on the market');
    }
    expect(await rowCount(id)).toBe(0);
    expect(await rowCount(sellerId)).toBe(0);
  });

  it('leaves out a car that is no longer public, and shows it again when it is', async () => {
    const { payload } = context.server;
    const { client } = await account();
    const car = (await createListing(payload, sellerId, { status: 'approved' })).id;
    await view(client, cars[0]!, car);
    await payload.update({ collection: 'vehicles', id: car, data: { status: 'pending' }, overrideAccess: true });
    expect(await idsOf(client)).toEqual([cars[0]]);
    await payload.update({ collection: 'vehicles', id: car, data: { status: 'approved' }, overrideAccess: true });
    expect(await idsOf(client)).toEqual([car, cars[0]]);
    await payload.delete({ collection: 'vehicles', id: car, overrideAccess: true });
    expect(await idsOf(client)).toEqual([cars[0]]);
  });

  it('clears with 204 (again 204), leaving other accounts alone', async () => {
    const { id, client } = await account();
    const other = await account();
    await view(client, ...cars.slice(0, 5));
    await view(other.client, cars[0]!);
    // Row by row, each statement after the last: not queued on the transaction's one connection.
    expect(
      await statementsSentToBusyClients(async () =>
        expect((await client.delete('/api/user/recently-viewed')).status).toBe(204),
      ),
    ).toEqual([]);
    expect((await client.delete('/api/user/recently-viewed')).status).toBe(204);
    expect(await rowCount(id)).toBe(0);
    expect(await idsOf(other.client)).toEqual([cars[0]]);
  });

  it('clears from two devices at once: both answer 204 and the list is empty', async () => {
    const { id, client } = await account();
    await view(client, ...cars.slice(0, max));
    const statuses = await Promise.all([
      client.delete('/api/user/recently-viewed'),
      client.delete('/api/user/recently-viewed'),
    ]);
    expect(statuses.map((response) => response.status)).toEqual([204, 204]);
    expect(await rowCount(id)).toBe(0);
  });

  it('goes with the account when the account is deleted', async () => {
    const { payload } = context.server;
    const { id, client } = await account();
    await view(client, cars[0]!);
    await payload.delete({ collection: 'users', id, overrideAccess: true });
    expect(await rowCount(id)).toBe(0);
  });
});

describe('merging a browser list', () => {
  it('records the public ones on top in the browser order, keeping later account views, and answers the list', async () => {
    const { client } = await account();
    await view(client, cars[5]!);
    const merged = await client.post('/api/user/recently-viewed/merge', {
      ids: [cars[0], hidden.pending, cars[1], 9_999_999, cars[2]],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.map((entry: RecentlyViewedCar) => entry.vehicleId)).toEqual([
      cars[0],
      cars[1],
      cars[2],
      cars[5],
    ]);
    // A car in the account with a later view than the merge's keeps that view (another device, a moment later).
    await poolOf(context.server.payload).query(
      `update recently_viewed set viewed_at = now() + interval '1 hour' where vehicle_id = $1`,
      [cars[5]],
    );
    const again = await client.post('/api/user/recently-viewed/merge', { ids: [cars[2], cars[5]] });
    expect(again.body.map((entry: RecentlyViewedCar) => entry.vehicleId)).toEqual([cars[5], cars[2], cars[0], cars[1]]);
    expect((await client.post('/api/user/recently-viewed/merge', { ids: [] })).body).toEqual(again.body);
  });

  it(`still keeps the newest ${max}: the account's older views go first`, async () => {
    const { id, client } = await account();
    await view(client, ...cars.slice(0, 6));
    const browser = cars.slice(3, 3 + max).reverse();
    const merged = await client.post('/api/user/recently-viewed/merge', { ids: browser });
    expect(merged.status).toBe(200);
    expect(merged.body.map((entry: RecentlyViewedCar) => entry.vehicleId)).toEqual(browser);
    expect(await rowCount(id)).toBe(max);
  });

  it('puts the browser list on top of views the account made a moment before, in the same order', async () => {
    // Back to back, as a sign-in right after a view on another device: milliseconds apart, under the merge's span.
    const { id, client } = await account();
    const { payload } = context.server;
    await writeViews(payload, id, cars.slice(0, 6).reverse());
    const browser = cars.slice(3, 3 + max).reverse();
    await writeViews(payload, id, browser);
    expect(await idsOf(client)).toEqual(browser);
    await writeViews(payload, id, [cars[4]!]);
    expect((await idsOf(client)).slice(0, 2)).toEqual([cars[4], cars[3 + max - 1]]);
  });

  it(`refuses a body that is not a list of up to ${max} ids with 400 and the error shape, and writes nothing`, async () => {
    const { id, client } = await account();
    for (const body of [
      {},
      { ids: 'x' },
      { ids: String(cars[0]) },
      { ids: [1, 'x'] },
      { ids: [String(cars[0])] },
      { ids: [true] },
      { ids: [0] },
      { ids: [1.5] },
      { ids: Array.from({ length: max + 1 }, (_, i) => cars[i % cars.length]) },
      { ids: [cars[0]], extra: true },
      [cars[0]],
    ]) {
      const response = await client.post('/api/user/recently-viewed/merge', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.errors).toEqual(
        expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
      );
    }
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await client.put(`/api/user/recently-viewed/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.errors).toHaveLength(1);
    }
    expect(await rowCount(id)).toBe(0);
  });
});

describe('whose list', () => {
  it("a stranger neither sees nor changes someone else's list", async () => {
    const buyer = await account();
    const stranger = await account('user', 'stranger');
    await view(buyer.client, cars[0]!, cars[1]!);
    expect(await idsOf(stranger.client)).toEqual([]);
    expect((await stranger.client.delete('/api/user/recently-viewed')).status).toBe(204);
    await view(stranger.client, cars[2]!);
    expect(await idsOf(buyer.client)).toEqual([cars[1], cars[0]]);
    expect(await idsOf(stranger.client)).toEqual([cars[2]]);
  });

  it('/cms-api: visitors 401, plain accounts 403; an admin reads every list; nobody writes a row', async () => {
    const { visitor } = context;
    const buyer = await account();
    const admin = await account('admin', 'admin');
    await view(buyer.client, cars[0]!);
    for (const [method, path, body] of [
      ['GET', '/cms-api/recently-viewed'],
      ['POST', '/cms-api/recently-viewed', { vehicleId: cars[0], viewedAt: '2030-01-01T00:00:00Z' }],
      ['PATCH', '/cms-api/recently-viewed/1', { viewedAt: '2030-01-01T00:00:00Z' }],
      ['DELETE', `/cms-api/recently-viewed?where[user][equals]=${buyer.id}`],
    ] as const) {
      expect((await visitor.request(method, path, body)).status, `visitor ${method} ${path}`).toBe(401);
      expect((await buyer.client.request(method, path, body)).status, `user ${method} ${path}`).toBe(403);
    }
    const all = await admin.client.get(`/cms-api/recently-viewed?depth=0&where[user][equals]=${buyer.id}`);
    expect(all.status).toBe(200);
    const [row] = all.body.docs;
    expect(row).toMatchObject({ user: buyer.id, vehicleId: cars[0] });
    expect(
      (await admin.client.post('/cms-api/recently-viewed', { vehicleId: cars[1], viewedAt: '2030-01-01T00:00:00Z' }))
        .status,
    ).toBe(403);
    expect((await admin.client.patch(`/cms-api/recently-viewed/${row.id}`, { vehicleId: cars[1] })).status).toBe(403);
    // An admin deletes only their own rows: the buyer's stays.
    await admin.client.delete(`/cms-api/recently-viewed/${row.id}`);
    expect(await idsOf(buyer.client)).toEqual([cars[0]]);
  });
});

describe('limits', () => {
  it(`limits writes to ${recentWritesPerUser.max} per account in ${recentWritesPerUser.windowSeconds / 60} minutes`, async () => {
    const { id, client } = await account();
    const other = await account();
    // The window's count brought to the limit straight in the table (the limit itself: rateLimit.test.ts).
    await poolOf(context.server.payload).query(
      `insert into rate_limits (key, window_start, hits) values ($1, now(), $2)`,
      [`${recentWritesPerUser.name}:${id}`, recentWritesPerUser.max - 1],
    );
    await view(client, cars[0]!);
    for (const [method, path, body] of [
      ['PUT', `/api/user/recently-viewed/${cars[1]}`],
      ['POST', '/api/user/recently-viewed/merge', { ids: [cars[2]] }],
      ['DELETE', '/api/user/recently-viewed'],
    ] as const) {
      const limited = await client.request(method, path, body);
      expect(limited.status, `${method} ${path}`).toBe(429);
      expect(limited.body.message).toBe(recentWritesPerUser.message);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Nothing the refused calls asked for happened; reading is not limited; another account has its own budget.
    expect(await idsOf(client)).toEqual([cars[0]]);
    await view(other.client, cars[1]!);
  });
});
