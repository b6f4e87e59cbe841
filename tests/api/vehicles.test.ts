/** The listing calls for visitor, owner, other user and admin. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { utcDay, ViewCounter, viewCounterOf, type WarningLog } from '../../cms/domain/vehicles/viewCounter.ts';
import { ApiClient } from '../helpers/client.ts';
import {
  createAccount,
  createListing,
  listingData,
  privateVehicleFields,
  signedInClient,
} from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let owner: ApiClient;
let other: ApiClient;
let admin: ApiClient;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const accounts = {
    owner: await createAccount(server.payload, 'user', 'owner'),
    other: await createAccount(server.payload, 'user', 'other'),
    admin: await createAccount(server.payload, 'admin'),
  };
  ownerId = accounts.owner.id;
  visitor = new ApiClient(server.baseUrl);
  [owner, other, admin] = await Promise.all(
    [accounts.owner, accounts.other, accounts.admin].map((account) => signedInClient(server.baseUrl, account)),
  );
});
afterAll(() => server?.close());

const flushViews = () => viewCounterOf(server.payload).flush();
const countVehicles = async () =>
  (await server.payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs;
const stored = (id: number) => server.payload.findByID({ collection: 'vehicles', id, depth: 0, overrideAccess: true });
function expectPublic(vehicle: Record<string, unknown>) {
  for (const field of privateVehicleFields) expect(vehicle, field).not.toHaveProperty(field);
  expect(vehicle).not.toHaveProperty('userId');
}

describe('POST /api/vehicles', () => {
  it('creates a pending listing for the signed-in seller and answers 201 with the stored record', async () => {
    const response = await owner.post('/api/vehicles', {
      ...listingData({
        price: '$45,000.50',
        mileage: '18,500',
        year: '2021',
        trim: '',
        features: [' Sunroof/Moonroof ', 'sunroof/moonroof', ''],
      }),
      status: 'approved',
      isFeatured: true,
      views: 500,
      userId: 999,
      id: 1,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      isFeatured: false,
      views: 0,
      userId: ownerId,
      price: '45000.50',
      mileage: 18500,
      year: 2021,
      trim: null,
      features: ['Sunroof/Moonroof'],
      city: 'Beverly Hills',
      state: 'CA',
      vin: 'WBS43AY09MFK12345',
    });
    expect((await stored(response.body.id)).status).toBe('pending');
  });

  it('answers 401 to a visitor and writes nothing', async () => {
    const before = await countVehicles();
    const response = await visitor.post('/api/vehicles', listingData());
    expect(response.status).toBe(401);
    expect(await countVehicles()).toBe(before);
  });

  it.each([
    ['no make', { make: '' }, 'make', 'Make is required'],
    ['a 10-character VIN', { vin: 'WBS43AY09M' }, 'vin', 'VIN must be exactly 17 characters'],
    ['a 20-character VIN', { vin: 'WBS43AY09MFK12345678' }, 'vin', 'VIN must be exactly 17 characters'],
    ['a bad Carfax URL', { carfaxReportUrl: 'not a url' }, 'carfaxReportUrl', 'Must be a valid URL'],
    ['a price of zero', { price: 0 }, 'price', 'Price must be positive'],
    ['a price over numeric(10,2)', { price: 123_456_789 }, 'price', 'Price is too high'],
    ['a price that is not money', { price: 'lots' }, 'price', 'Enter a price'],
    ['a fractional mileage', { mileage: 10.5 }, 'mileage', 'whole number'],
    ['a negative mileage', { mileage: -1 }, 'mileage', 'negative'],
    ['an unknown condition', { condition: 'mint' }, 'condition', 'Condition must be one of'],
    ['an unknown body type', { bodyType: 'spaceship' }, 'bodyType', 'Must be one of'],
    ['a ZIP of 4 digits', { zipCode: '9021' }, 'zipCode', 'ZIP code must be 5 digits'],
    [
      'eleven photos',
      { images: Array.from({ length: 11 }, (_, index) => `/media/a${index}.webp`) },
      'images',
      'At most 10 photos',
    ],
    ['features that are not texts', { features: [1, 2] }, 'features.0', 'Each entry must be text'],
    ['a bad contact email', { contactEmail: 'nope' }, 'contactEmail', 'Enter a valid email address'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, change, path, message) => {
    const before = await countVehicles();
    const response = await owner.post('/api/vehicles', listingData(change));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, message: expect.stringContaining(message) })]),
    );
    expect(await countVehicles()).toBe(before);
  });

  it.each([
    ['an unknown ZIP code', { zipCode: '00000' }, 'Enter a known US ZIP code'],
    ['a year before 1990', { year: 1989 }, 'Year must be a whole number from 1990'],
    [
      'a photo address from elsewhere over http',
      { images: ['http://elsewhere.example/a.jpg'] },
      'Each photo must be an address',
    ],
    ['a VIN with an O', { vin: 'WBS43AY09MFK1234O' }, 'without I, O or Q'],
  ])("refuses %s with the collection rule's message", async (_name, change, message) => {
    const response = await owner.post('/api/vehicles', listingData(change));
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});

describe('GET /api/vehicles/{id}', () => {
  it('shows an approved listing to a visitor without private fields and counts the view', async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const first = await visitor.get(`/api/vehicles/${listing.id}`);
    expect(first.status).toBe(200);
    expectPublic(first.body);
    expect(first.body.views).toBe(0);
    await other.get(`/api/vehicles/${listing.id}`);
    await flushViews();
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body.views).toBe(2);
    expect((await stored(listing.id)).views).toBe(2);
  });

  it("does not count the owner's or an admin's own reads, and shows them the private fields", async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const mine = await owner.get(`/api/vehicles/${listing.id}`);
    expect(mine.body).toMatchObject({
      views: 0,
      vin: 'WBS43AY09MFK12345',
      contactEmail: 'owner@test.example',
      userId: ownerId,
    });
    expect((await admin.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({
      views: 0,
      contactPhone: '(310) 555-0142',
    });
    await flushViews();
    expect((await stored(listing.id)).views).toBe(0);
  });

  it('counts concurrent views of different visitors exactly, and each visitor once', async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const read = (browser: string) =>
      visitor.request('GET', `/api/vehicles/${listing.id}`, undefined, { 'User-Agent': browser });
    await Promise.all(Array.from({ length: 40 }, (_, index) => read(`Browser ${index % 20}`)));
    await flushViews();
    expect((await stored(listing.id)).views).toBe(20);
  });

  it('hides a pending listing from strangers with a JSON 404, but not from its owner or an admin', async () => {
    const listing = await createListing(server.payload, ownerId);
    for (const client of [visitor, other]) {
      const response = await client.get(`/api/vehicles/${listing.id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Vehicle not found' });
    }
    expect((await owner.get(`/api/vehicles/${listing.id}`)).status).toBe(200);
    expect((await admin.get(`/api/vehicles/${listing.id}`)).status).toBe(200);
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999'])('answers 400 to the id %s', async (id) => {
    const response = await visitor.get(`/api/vehicles/${id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/vehicle id/);
  });

  it('answers 404 to an id that does not exist', async () => {
    expect((await visitor.get('/api/vehicles/987654')).status).toBe(404);
  });
});

describe('PUT and DELETE /api/vehicles/{id}', () => {
  it('lets the owner replace the listing: emptied fields are cleared, and an approved one holds the change for review', async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const { trim: _trim, exteriorColor: _color, ...rest } = listingData();
    const response = await owner.put(`/api/vehicles/${listing.id}`, { ...rest, price: 61000, features: [] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      price: '61000.00',
      trim: null,
      exteriorColor: null,
      features: [],
      status: 'approved',
      changeReview: { state: 'pending' },
    });
    expect((await stored(listing.id)).price).toBe(68900);
  });

  it("refuses someone else's listing with 403, a visitor with 401, a missing one with 404", async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    expect((await other.put(`/api/vehicles/${listing.id}`, listingData({ price: 1 }))).status).toBe(403);
    expect((await other.delete(`/api/vehicles/${listing.id}`)).status).toBe(403);
    expect((await visitor.put(`/api/vehicles/${listing.id}`, listingData())).status).toBe(401);
    expect((await visitor.delete(`/api/vehicles/${listing.id}`)).status).toBe(401);
    expect((await owner.put('/api/vehicles/987654', listingData())).status).toBe(404);
    expect((await owner.delete('/api/vehicles/987654')).status).toBe(404);
    expect((await stored(listing.id)).price).toBe(68900);
  });

  it("an admin edits anyone's listing and keeps its status", async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const response = await admin.put(`/api/vehicles/${listing.id}`, listingData({ price: 59000 }));
    expect(response.body).toMatchObject({ price: '59000.00', status: 'approved' });
  });

  it('refuses a bad body on update with 400 and changes nothing', async () => {
    const listing = await createListing(server.payload, ownerId, { status: 'approved' });
    const response = await owner.put(`/api/vehicles/${listing.id}`, listingData({ vin: 'SHORT' }));
    expect(response.status).toBe(400);
    expect((await stored(listing.id)).status).toBe('approved');
  });

  it('the owner and an admin delete', async () => {
    const mine = await createListing(server.payload, ownerId);
    const theirs = await createListing(server.payload, ownerId, { status: 'approved' });
    expect((await owner.delete(`/api/vehicles/${mine.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/vehicles/${theirs.id}`)).status).toBe(200);
    expect((await owner.get(`/api/vehicles/${mine.id}`)).status).toBe(404);
  });
});

describe("lists: recent, featured, the caller's own", () => {
  it('recent lists approved listings only, newest first, 12 at most, without private fields', async () => {
    for (let index = 0; index < 13; index++)
      await createListing(server.payload, ownerId, { status: 'approved', model: `Recent ${index}` });
    await createListing(server.payload, ownerId, { status: 'pending', model: 'Recent pending' });
    const response = await visitor.get('/api/vehicles/recent');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(12);
    expect(response.body[0].model).toBe('Recent 12');
    expect(response.body.every((vehicle: { status: string }) => vehicle.status === 'approved')).toBe(true);
    response.body.forEach(expectPublic);
  });

  it('featured lists approved featured listings only, 6 at most', async () => {
    for (let index = 0; index < 7; index++)
      await createListing(server.payload, ownerId, {
        status: 'approved',
        isFeatured: true,
        model: `Featured ${index}`,
      });
    await createListing(server.payload, ownerId, { status: 'pending', isFeatured: true, model: 'Featured pending' });
    const response = await visitor.get('/api/vehicles/featured');
    expect(response.body).toHaveLength(6);
    expect(
      response.body.every(
        (vehicle: { isFeatured: boolean; status: string }) => vehicle.isFeatured && vehicle.status === 'approved',
      ),
    ).toBe(true);
    response.body.forEach(expectPublic);
  });

  it("/api/user/vehicles answers the caller's listings in every status with private fields, 401 when signed out", async () => {
    const seller = await createAccount(server.payload, 'user', 'lister');
    const client = await signedInClient(server.baseUrl, seller);
    for (const status of ['pending', 'approved', 'rejected', 'sold'])
      await createListing(server.payload, seller.id, { status, model: status });
    const response = await client.get('/api/user/vehicles');
    expect(response.body.map((vehicle: { model: string }) => vehicle.model)).toEqual([
      'sold',
      'rejected',
      'approved',
      'pending',
    ]);
    expect(response.body[0]).toMatchObject({ userId: seller.id, vin: 'WBS43AY09MFK12345' });
    expect((await visitor.get('/api/user/vehicles')).status).toBe(401);
  });
});

describe('dates', () => {
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

  it('are the same ISO 8601 strings in search, recent, featured and every detail', async () => {
    const listing = await createListing(server.payload, ownerId, {
      status: 'approved',
      isFeatured: true,
      make: 'Datsun',
      model: 'Dates',
    });
    const inList = (body: { id: number }[]) => body.find((vehicle) => vehicle.id === listing.id);
    const answers = {
      search: inList((await visitor.get('/api/vehicles/search?make=Datsun')).body.vehicles),
      recent: inList((await visitor.get('/api/vehicles/recent')).body),
      featured: inList((await visitor.get('/api/vehicles/featured')).body),
      'signed-out detail': (await visitor.get(`/api/vehicles/${listing.id}`)).body,
      'signed-in detail': (await other.get(`/api/vehicles/${listing.id}`)).body,
      "owner's detail": (await owner.get(`/api/vehicles/${listing.id}`)).body,
      "owner's list": inList((await owner.get('/api/user/vehicles')).body),
    };
    const expected = {
      createdAt: new Date(String(listing.createdAt)).toISOString(),
      updatedAt: new Date(String(listing.updatedAt)).toISOString(),
    };
    for (const [where, vehicle] of Object.entries(answers)) {
      expect(vehicle, where).toMatchObject(expected);
      expect(vehicle.createdAt, where).toMatch(iso);
      expect(vehicle.updatedAt, where).toMatch(iso);
    }
  });
});

// Listing views: one a day per visitor (the signed-in user, else address and browser), none for the owner or an
// admin, written in batches that never count a mark twice, whether two flushes or two servers race.

const approvedListing = async () => (await createListing(server.payload, ownerId, { status: 'approved' })).id;
const read = (client: ApiClient, id: number, headers: Record<string, string> = {}) =>
  client.request('GET', `/api/vehicles/${id}`, undefined, { 'User-Agent': 'Test browser 1.0', ...headers });
async function storedViews(id: number): Promise<number> {
  const { rows } = await poolOf(server.payload).query<{ views: number }>('select views from vehicles where id = $1', [
    id,
  ]);
  return rows[0].views;
}
async function listingsVersion(): Promise<string> {
  const { rows } = await poolOf(server.payload).query<{ version: string }>(
    'select version::text as version from search_version where id = 1',
  );
  return rows[0].version;
}
const quiet: WarningLog = { warn: () => undefined };

describe('a listing page read', () => {
  it('30 times by one visitor adds one view', async () => {
    const id = await approvedListing();
    for (let index = 0; index < 30; index++) expect((await read(visitor, id)).status).toBe(200);
    await flushViews();
    expect(await storedViews(id)).toBe(1);
    await read(visitor, id);
    await flushViews();
    expect(await storedViews(id)).toBe(1);
  });

  it('by two browsers adds two; a forged X-Forwarded-For is not another visitor without a trusted proxy', async () => {
    const id = await approvedListing();
    await read(visitor, id, { 'User-Agent': 'Browser A' });
    await read(visitor, id, { 'User-Agent': 'Browser B' });
    for (const address of ['203.0.113.1', '203.0.113.2'])
      await read(visitor, id, { 'User-Agent': 'Browser A', 'X-Forwarded-For': address });
    await flushViews();
    expect(await storedViews(id)).toBe(2);
  });

  it('by a signed-in stranger counts once, whatever the browser', async () => {
    const id = await approvedListing();
    for (const browser of ['Browser A', 'Browser B', 'Browser C'])
      expect((await read(other, id, { 'User-Agent': browser })).status).toBe(200);
    await flushViews();
    expect(await storedViews(id)).toBe(1);
  });

  it('by the owner or an admin counts none', async () => {
    const id = await approvedListing();
    for (const client of [owner, admin, owner, admin]) expect((await read(client, id)).status).toBe(200);
    await flushViews();
    expect(await storedViews(id)).toBe(0);
  });

  it('shows the stored count, which the view joins at the next flush, without moving the listings version', async () => {
    const id = await approvedListing();
    const before = await listingsVersion();
    expect((await read(visitor, id)).body.views).toBe(0);
    await flushViews();
    expect((await read(visitor, id, { 'User-Agent': 'Another browser' })).body.views).toBe(1);
    expect((await read(other, id)).body.views).toBe(1);
    await flushViews();
    expect(await storedViews(id)).toBe(3);
    expect(await listingsVersion()).toBe(before);
  });

  it('keeps no address: a visitor is a keyed hash', async () => {
    const id = await approvedListing();
    await read(visitor, id);
    await flushViews();
    const { rows } = await poolOf(server.payload).query<{ day: string; visitor: string }>(
      "select to_char(day, 'YYYY-MM-DD') as day, visitor from view_marks where vehicle_id = $1",
      [id],
    );
    expect(rows).toEqual([{ day: utcDay(), visitor: expect.stringMatching(/^[\w-]{22}$/) }]);
    expect(rows[0].visitor).not.toContain('127.0.0.1');
  });
});

describe('the view counter', () => {
  it('never counts a mark twice when flushes race, on one server or two', async () => {
    const id = await approvedListing();
    const pool = poolOf(server.payload);
    const [one, two] = [new ViewCounter(pool, quiet), new ViewCounter(pool, quiet)];
    for (let index = 0; index < 100; index++) {
      one.record(id, `visitor-${index}`);
      two.record(id, `visitor-${index}`);
    }
    for (let index = 100; index < 150; index++) two.record(id, `visitor-${index}`);
    const added = await Promise.all([one.flush(), two.flush(), one.flush(), two.flush()]);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(150);
    expect(await storedViews(id)).toBe(150);

    one.record(id, 'visitor-1');
    two.record(id, 'visitor-1', '2026-01-01');
    expect(await Promise.all([one.flush(), two.flush()])).toEqual([0, 1]);
    await Promise.all([one.close(), two.close()]);
  });

  it('counts the other listings when one was deleted since its read', async () => {
    const [kept, deleted] = [await approvedListing(), await approvedListing()];
    const counter = new ViewCounter(poolOf(server.payload), quiet);
    counter.record(kept, 'someone');
    counter.record(deleted, 'someone');
    await server.payload.delete({ collection: 'vehicles', id: deleted, overrideAccess: true });
    expect(await counter.close().then(() => storedViews(kept))).toBe(1);
  });

  it('survives a database outage: it warns, keeps the marks, and writes them at the next flush', async () => {
    const id = await approvedListing();
    const warnings: string[] = [];
    let down = true;
    const real = poolOf(server.payload);
    const flaky = {
      connect: () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : real.connect()),
    } as unknown as pg.Pool;
    const counter = new ViewCounter(flaky, { warn: (_details, message) => warnings.push(message) });
    counter.record(id, 'someone');
    expect(await counter.flush()).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('could not be written')]);
    expect(counter.size).toBe(1);
    down = false;
    expect(await counter.flush()).toBe(1);
    expect(await storedViews(id)).toBe(1);
    await counter.close();
  });

  it('holds a bounded number of marks and warns about the rest', async () => {
    const unreachable = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    unreachable.on('error', () => undefined);
    const warnings: object[] = [];
    const counter = new ViewCounter(
      unreachable,
      { warn: (details) => warnings.push(details) },
      { flushEveryMs: 60_000, flushAt: 1_000, maxPending: 10 },
    );
    for (let index = 0; index < 25; index++) counter.record(1, `flood-${index}`);
    expect(counter.size).toBe(10);
    expect(await counter.flush()).toBe(0);
    expect(warnings[0]).toEqual({ dropped: 15 });
    expect(counter.size).toBe(10);
    await counter.close();
    await unreachable.end();
  });
});
