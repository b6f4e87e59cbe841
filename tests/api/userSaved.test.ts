/**
 * Saved cars in the account: GET, PUT, DELETE /api/user/saved and POST /api/user/saved/merge. Each account sees and
 * changes only its own list, through /api and through Payload's doors; a car that is sold or no longer public stays
 * in the list, marked; the snapshot taken at saving tells the drop since.
 */
import type { TypedUser } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropSinceSaved, savedListRules, type SavedVehicle } from '../../contract/savedVehicles.ts';
import { savedWritesPerUser } from '../../cms/http/api/userSaved.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, privateVehicleFields, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
let seller: { id: number };
let buyer: ApiClient;
let buyerId: number;
let stranger: ApiClient;
let strangerId: number;
let admin: ApiClient;
const cars = { a: 0, b: 0, c: 0, d: 0, sold: 0, pending: 0, rejected: 0 };

async function account(role: 'user' | 'admin' | 'editor' = 'user', name = 'buyer') {
  const { payload, baseUrl } = context.server;
  const created = await createAccount(payload, role, name);
  return { id: created.id, client: await signedInClient(baseUrl, created) };
}

async function userOf(id: number): Promise<TypedUser> {
  const user = await context.server.payload.findByID({ collection: 'users', id, overrideAccess: true });
  return { ...user, collection: 'users' } as TypedUser;
}

const listOf = async (client: ApiClient): Promise<SavedVehicle[]> => {
  const response = await client.get('/api/user/saved');
  expect(response.status).toBe(200);
  return response.body;
};
const idsOf = async (client: ApiClient) => (await listOf(client)).map((entry) => entry.vehicleId);
const rowCount = async (userId: number) =>
  (
    await context.server.payload.count({
      collection: 'saved-vehicles',
      where: { user: { equals: userId } },
      overrideAccess: true,
    })
  ).totalDocs;

beforeAll(async () => {
  const { payload } = context.server;
  seller = { id: (await createAccount(payload, 'user', 'seller')).id };
  ({ id: buyerId, client: buyer } = await account());
  ({ id: strangerId, client: stranger } = await account('user', 'stranger'));
  ({ client: admin } = await account('admin', 'admin'));
  cars.a = (await createListing(payload, seller.id, { status: 'approved', model: 'M3', price: 68900 })).id;
  cars.b = (await createListing(payload, seller.id, { status: 'approved', make: 'Audi', model: 'RS6', year: 2022 })).id;
  cars.c = (await createListing(payload, seller.id, { status: 'approved', make: 'Lexus', model: 'LC 500' })).id;
  cars.d = (await createListing(payload, seller.id, { status: 'approved', make: 'Porsche', model: '911' })).id;
  cars.sold = (await createListing(payload, seller.id, { status: 'sold', model: 'M5' })).id;
  cars.pending = (await createListing(payload, seller.id, { status: 'pending', model: 'X5' })).id;
  cars.rejected = (await createListing(payload, seller.id, { status: 'rejected', model: 'X7' })).id;
});

describe('signed out', () => {
  it('every call answers 401 and nothing is written', async () => {
    const { visitor } = context;
    for (const [method, path, body] of [
      ['GET', '/api/user/saved'],
      ['PUT', `/api/user/saved/${cars.a}`],
      ['DELETE', `/api/user/saved/${cars.a}`],
      ['POST', '/api/user/saved/merge', { ids: [cars.a] }],
    ] as const) {
      const response = await visitor.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.message).toBe('Sign in to continue');
    }
    expect((await context.server.payload.count({ collection: 'saved-vehicles', overrideAccess: true })).totalDocs).toBe(
      0,
    );
  });
});

describe('saving and removing', () => {
  it('saves a public listing with a snapshot taken by the server, once however often it is sent', async () => {
    const first = await buyer.put(`/api/user/saved/${cars.a}`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      vehicleId: cars.a,
      title: '2021 BMW M3',
      priceAtSave: 68900,
      state: 'available',
      vehicle: { id: cars.a, price: '68900.00' },
    });
    expect(Date.parse(first.body.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const field of privateVehicleFields) expect(first.body.vehicle).not.toHaveProperty(field);
    const again = await buyer.put(`/api/user/saved/${cars.a}`);
    expect(again.status).toBe(200);
    expect(again.body.savedAt).toBe(first.body.savedAt);
    expect(await rowCount(buyerId)).toBe(1);
  });

  it('two devices saving the same car at once store it once', async () => {
    const device = await signedInClient(context.server.baseUrl, await createAccount(context.server.payload));
    const answers = await Promise.all([1, 2, 3].map(() => device.put(`/api/user/saved/${cars.b}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await idsOf(device)).toEqual([cars.b]);
  });

  it('lists newest first; a sold car can be saved and shows as sold', async () => {
    expect((await buyer.put(`/api/user/saved/${cars.b}`)).status).toBe(201);
    const sold = await buyer.put(`/api/user/saved/${cars.sold}`);
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({ state: 'sold', vehicle: { id: cars.sold, status: 'sold' } });
    expect(await idsOf(buyer)).toEqual([cars.sold, cars.b, cars.a]);
  });

  it('refuses a listing buyers cannot see (under review, rejected, unknown) with 404, and stores nothing', async () => {
    const before = await rowCount(buyerId);
    for (const id of [cars.pending, cars.rejected, 2_000_000]) {
      const response = await buyer.put(`/api/user/saved/${id}`);
      expect(response.status, String(id)).toBe(404);
      expect(response.body.message).toMatch(/not on the market/);
    }
    // Not even the seller's own listing under review.
    const own = await signedInClient(
      context.server.baseUrl,
      await createAccount(context.server.payload, 'user', 'owner'),
    );
    expect((await own.put(`/api/user/saved/${cars.pending}`)).status).toBe(404);
    expect(await rowCount(buyerId)).toBe(before);
  });

  it('refuses ids that are not ids with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '2147483648']) {
      expect((await buyer.put(`/api/user/saved/${id}`)).status, id).toBe(400);
      expect((await buyer.delete(`/api/user/saved/${id}`)).status, id).toBe(400);
    }
  });

  it('removes with 204, again 204, and the rest stays in order', async () => {
    expect((await buyer.delete(`/api/user/saved/${cars.b}`)).status).toBe(204);
    expect((await buyer.delete(`/api/user/saved/${cars.b}`)).status).toBe(204);
    expect((await buyer.delete(`/api/user/saved/${cars.pending}`)).status).toBe(204);
    expect(await idsOf(buyer)).toEqual([cars.sold, cars.a]);
  });
});

describe('what happens to a saved car', () => {
  it('tells the price now and the drop since saving', async () => {
    const { payload } = context.server;
    const client = (await account()).client;
    await client.put(`/api/user/saved/${cars.c}`);
    await client.put(`/api/user/saved/${cars.d}`);
    await payload.update({ collection: 'vehicles', id: cars.c, data: { price: 67400 }, overrideAccess: true });
    await payload.update({ collection: 'vehicles', id: cars.d, data: { price: 70000 }, overrideAccess: true });
    const [d, c] = await listOf(client);
    expect(c).toMatchObject({ vehicleId: cars.c, priceAtSave: 68900, vehicle: { price: '67400.00' } });
    expect(dropSinceSaved(c!)).toBe(1500);
    expect(d).toMatchObject({ vehicleId: cars.d, priceAtSave: 68900, vehicle: { price: '70000.00' } });
    expect(dropSinceSaved(d!)).toBe(0);
  });

  it('stays in the list when sold, back under review, or deleted: marked, with its snapshot', async () => {
    const { payload } = context.server;
    const client = (await account()).client;
    const ids = [];
    for (const model of ['Sold later', 'Pending later', 'Deleted later'])
      ids.push((await createListing(payload, seller.id, { status: 'approved', model })).id);
    for (const id of ids) expect((await client.put(`/api/user/saved/${id}`)).status).toBe(201);
    await payload.update({ collection: 'vehicles', id: ids[0]!, data: { status: 'sold' }, overrideAccess: true });
    await payload.update({ collection: 'vehicles', id: ids[1]!, data: { status: 'pending' }, overrideAccess: true });
    await payload.delete({ collection: 'vehicles', id: ids[2]!, overrideAccess: true });
    const list = await listOf(client);
    expect(list.map(({ vehicleId, state, title }) => ({ vehicleId, state, title }))).toEqual([
      { vehicleId: ids[2], state: 'removed', title: '2021 BMW Deleted later' },
      { vehicleId: ids[1], state: 'removed', title: '2021 BMW Pending later' },
      { vehicleId: ids[0], state: 'sold', title: '2021 BMW Sold later' },
    ]);
    expect(list[0]!.vehicle).toBeNull();
    expect(list[1]!.vehicle).toBeNull();
    expect(list[2]!.vehicle).toMatchObject({ id: ids[0], status: 'sold' });
    expect(dropSinceSaved(list[2]!)).toBe(0);
    // A removed one can still be taken off the list.
    expect((await client.delete(`/api/user/saved/${ids[2]}`)).status).toBe(204);
    expect((await idsOf(client)).includes(ids[2]!)).toBe(false);
  });

  it('goes with the account when the account is deleted', async () => {
    const { payload } = context.server;
    const { id, client } = await account();
    await client.put(`/api/user/saved/${cars.a}`);
    expect(await rowCount(id)).toBe(1);
    await payload.delete({ collection: 'users', id, overrideAccess: true });
    const { rows } = await poolOf(payload).query('select count(*)::int as n from saved_vehicles where user_id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});

describe('merging a browser list', () => {
  it('adds the public ones not yet saved on top, in the browser order, and answers the list', async () => {
    const { client } = await account();
    await client.put(`/api/user/saved/${cars.a}`);
    const merged = await client.post('/api/user/saved/merge', {
      ids: [cars.c, cars.pending, cars.a, cars.sold, 9_999_999, cars.b, cars.c],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.map((entry: SavedVehicle) => entry.vehicleId)).toEqual([cars.c, cars.sold, cars.b, cars.a]);
    expect(merged.body[1].state).toBe('sold');
    // The same merge again (a second device, a retry) changes nothing.
    const again = await client.post('/api/user/saved/merge', { ids: [cars.c, cars.sold, cars.b] });
    expect(again.body).toEqual(merged.body);
    expect((await client.post('/api/user/saved/merge', { ids: [] })).body).toEqual(merged.body);
  });

  it('refuses a body that is not a list of up to 100 ids, and writes nothing', async () => {
    const { id, client } = await account();
    for (const body of [
      {},
      { ids: 'x' },
      { ids: [1, 'x'] },
      { ids: [0] },
      { ids: Array.from({ length: savedListRules.maxMerge + 1 }, (_, i) => i + 1) },
      { ids: [cars.a], extra: true },
      [cars.a],
    ]) {
      const response = await client.post('/api/user/saved/merge', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await rowCount(id)).toBe(0);
  });
});

describe('whose list', () => {
  it("a stranger neither sees nor changes someone else's list", async () => {
    const mine = await idsOf(buyer);
    expect(mine.length).toBeGreaterThan(0);
    expect(await idsOf(stranger)).toEqual([]);
    // Removing the same car from their own list leaves the buyer's untouched.
    expect((await stranger.delete(`/api/user/saved/${cars.a}`)).status).toBe(204);
    expect(await idsOf(buyer)).toEqual(mine);
    // And saving it makes their own row, not a change to the buyer's.
    await stranger.put(`/api/user/saved/${cars.a}`);
    expect(await idsOf(stranger)).toEqual([cars.a]);
    expect(await idsOf(buyer)).toEqual(mine);
  });

  it('through Payload as the /api routers call it, a user reads and deletes only their own rows and edits none', async () => {
    const { payload } = context.server;
    const strangerUser = await userOf(strangerId);
    const buyerRows = await payload.find({
      collection: 'saved-vehicles',
      where: { user: { equals: buyerId } },
      overrideAccess: true,
    });
    const victim = buyerRows.docs[0]!;
    const seen = await payload.find({
      collection: 'saved-vehicles',
      depth: 0,
      user: strangerUser,
      overrideAccess: false,
    });
    expect(seen.docs.length).toBeGreaterThan(0);
    expect(seen.docs.every((doc) => doc.user === strangerId)).toBe(true);
    await expect(
      payload.findByID({ collection: 'saved-vehicles', id: victim.id, user: strangerUser, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      payload.delete({ collection: 'saved-vehicles', id: victim.id, user: strangerUser, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      payload.update({
        collection: 'saved-vehicles',
        id: victim.id,
        data: { priceAtSave: 1 },
        user: await userOf(buyerId),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    // A create names its own account and snapshot, whatever the data says.
    const forged = await payload.create({
      collection: 'saved-vehicles',
      data: { vehicleId: cars.d, user: buyerId, title: 'Forged', priceAtSave: 1 },
      depth: 0,
      user: strangerUser,
      overrideAccess: false,
    });
    expect(forged).toMatchObject({ user: strangerId, title: '2021 Porsche 911', priceAtSave: 70000 });
    const stillThere = await payload.findByID({ collection: 'saved-vehicles', id: victim.id, overrideAccess: true });
    expect(stillThere.priceAtSave).toBe(victim.priceAtSave);
  });

  it('/cms-api: visitors 401, plain accounts 403; an admin reads every list; nobody edits a row', async () => {
    const { visitor } = context;
    for (const [method, path, body] of [
      ['GET', '/cms-api/saved-vehicles'],
      ['GET', '/cms-api/saved-vehicles/1'],
      ['POST', '/cms-api/saved-vehicles', { vehicleId: cars.a }],
      ['PATCH', '/cms-api/saved-vehicles/1', { priceAtSave: 1 }],
      ['DELETE', '/cms-api/saved-vehicles/1'],
      ['DELETE', `/cms-api/saved-vehicles?where[user][equals]=${buyerId}`],
    ] as const) {
      expect((await visitor.request(method, path, body)).status, `visitor ${method} ${path}`).toBe(401);
      expect((await stranger.request(method, path, body)).status, `user ${method} ${path}`).toBe(403);
    }
    const all = await admin.get('/cms-api/saved-vehicles?limit=100&depth=0');
    expect(all.status).toBe(200);
    expect(all.body.docs.map((doc: { user: number }) => doc.user)).toEqual(
      expect.arrayContaining([buyerId, strangerId]),
    );
    const row = all.body.docs.find((doc: { user: number }) => doc.user === buyerId);
    const patched = await admin.patch(`/cms-api/saved-vehicles/${row.id}`, { priceAtSave: 1 });
    expect(patched.status).toBe(403);
    // An admin deletes only their own rows: the buyer's stays.
    await admin.delete(`/cms-api/saved-vehicles/${row.id}`);
    expect(
      (await context.server.payload.findByID({ collection: 'saved-vehicles', id: row.id, overrideAccess: true })).id,
    ).toBe(row.id);
    expect((await admin.get('/cms-api/saved-vehicles/versions')).status).toBe(404);
  });

  it('an editor through /cms-api sees only their own list, and saving twice is a 400, not a 5xx', async () => {
    const editor = (await account('editor', 'editor')).client;
    const created = await editor.post('/cms-api/saved-vehicles', { vehicleId: cars.a, user: buyerId });
    expect(created.status).toBe(201);
    expect(created.body.doc).toMatchObject({ vehicleId: cars.a, title: '2021 BMW M3' });
    expect(created.body.doc.user).not.toBe(buyerId);
    const listed = await editor.get('/cms-api/saved-vehicles?depth=0');
    expect(listed.body.docs.map((doc: { id: number }) => doc.id)).toEqual([created.body.doc.id]);
    expect((await editor.post('/cms-api/saved-vehicles', { vehicleId: cars.a })).status).toBe(400);
    expect((await editor.post('/cms-api/saved-vehicles', { vehicleId: cars.pending })).status).toBe(400);
    expect((await editor.post('/cms-api/saved-vehicles', { vehicleId: 'abc' })).status).toBe(400);
  });
});

describe('limits', () => {
  it(`keeps at most ${savedListRules.maxSaved} cars: one more is a 409, a merge adds none`, async () => {
    const { payload } = context.server;
    const { id, client } = await account();
    // Rows for listings long gone, written straight to the table (the snapshot is all that is left of them).
    await poolOf(payload).query(
      `insert into saved_vehicles (user_id, vehicle_id, title, price_at_save)
       select $1, 5000000 + n, 'Gone ' || n, 1000 from generate_series(1, $2::int) as n`,
      [id, savedListRules.maxSaved],
    );
    const full = await client.put(`/api/user/saved/${cars.a}`);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/up to 200 saved cars/);
    const merged = await client.post('/api/user/saved/merge', { ids: [cars.a, cars.b] });
    expect(merged.status).toBe(200);
    expect(merged.body).toHaveLength(savedListRules.maxSaved);
    expect(merged.body.every((entry: SavedVehicle) => entry.state === 'removed')).toBe(true);
    // Removing one makes room again.
    expect((await client.delete('/api/user/saved/5000001')).status).toBe(204);
    expect((await client.put(`/api/user/saved/${cars.a}`)).status).toBe(201);
  });

  it(`keeps the limit when devices save at once: one car fits beside ${savedListRules.maxSaved - 1}, not five`, async () => {
    const { payload } = context.server;
    const { id, client } = await account();
    await poolOf(payload).query(
      `insert into saved_vehicles (user_id, vehicle_id, title, price_at_save)
       select $1, 6000000 + n, 'Gone ' || n, 1000 from generate_series(1, $2::int) as n`,
      [id, savedListRules.maxSaved - 1],
    );
    const answers = await Promise.all(
      [cars.a, cars.b, cars.c, cars.d, cars.sold].map((car) => client.put(`/api/user/saved/${car}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const { rows } = await poolOf(payload).query('select count(*)::int as n from saved_vehicles where user_id = $1', [
      id,
    ]);
    expect(rows[0].n).toBe(savedListRules.maxSaved);
  });

  it(`limits writes to ${savedWritesPerUser.max} per account in ${savedWritesPerUser.windowSeconds / 60} minutes`, async () => {
    const { client } = await account();
    const other = (await account()).client;
    for (let i = 0; i < savedWritesPerUser.max; i++)
      expect((await client.delete(`/api/user/saved/${cars.a}`)).status).toBe(204);
    const limited = await client.put(`/api/user/saved/${cars.a}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.post('/api/user/saved/merge', { ids: [cars.a] })).status).toBe(429);
    // Reading is not limited, and another account has its own budget.
    expect((await client.get('/api/user/saved')).status).toBe(200);
    expect((await other.put(`/api/user/saved/${cars.a}`)).status).toBe(201);
  });
});
