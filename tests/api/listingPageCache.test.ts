/**
 * A listing page as a visitor reads it is kept per listing (cms/domain/search/publicListingCache.ts): what its seller
 * or an admin changes shows at once, a kept page's view count catches up when views are written, and nobody gets
 * more than the public fields from it, nor the public answer in place of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicListingCache } from '../../cms/domain/search/publicListingCache.ts';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, privateVehicleFields, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

const MAX_AGE_MS = 5_000;

let server: TestServer;
let visitor: ApiClient;
let owner: ApiClient;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const account = await createAccount(server.payload, 'user', 'owner');
  ownerId = account.id;
  owner = await signedInClient(server.baseUrl, account);
});
afterAll(() => server?.close());

const sql = (text: string, params: unknown[] = []) => poolOf(server.payload).query(text, params);
/** Views as a flush from another server would write them: the version of no make moves. */
const storeViews = (id: number, views: number) => sql('update vehicles set views = $2 where id = $1', [id, views]);

/** A cache of its own, on the test server's database, with a clock the test moves. */
function cacheWithClock() {
  const clock = { now: 1_000_000 };
  const cache = new PublicListingCache(10, MAX_AGE_MS, () => clock.now);
  const read = async (id: number) => (await cache.get(server.payload, id))?.vehicle;
  return { clock, read };
}

describe('a kept listing page', () => {
  it('keeps its view count through views written elsewhere, for at most its age limit', async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved' });
    const { clock, read } = cacheWithClock();
    expect(await read(id)).toMatchObject({ id, views: 0 });
    await storeViews(id, 7);
    clock.now += MAX_AGE_MS - 1;
    expect((await read(id))?.views).toBe(0);
    clock.now += 1;
    expect((await read(id))?.views).toBe(7);
  });

  it("shows the count this server's view counter wrote at once", async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved' });
    const { read } = cacheWithClock();
    expect((await read(id))?.views).toBe(0);
    const reader = (browser: string) =>
      visitor.request('GET', `/api/vehicles/${id}`, undefined, { 'User-Agent': browser });
    await reader('Browser A');
    await reader('Browser B');
    expect(await viewCounterOf(server.payload).flush()).toBe(2);
    expect((await read(id))?.views).toBe(2);
  });

  it('shows a new price, a sale and a removal at once, and an unknown id as none', async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved', price: 68900 });
    const { read } = cacheWithClock();
    expect(await read(id)).toMatchObject({ price: '68900.00', status: 'approved' });
    await server.payload.update({ collection: 'vehicles', id, data: { price: 64500 }, overrideAccess: true });
    expect(await read(id)).toMatchObject({ price: '64500.00', status: 'approved' });
    await sql(`update vehicles set status = 'sold' where id = $1`, [id]);
    expect((await read(id))?.status).toBe('sold');
    await sql(`update vehicles set status = 'rejected' where id = $1`, [id]);
    expect(await read(id)).toBeUndefined();
    await sql(`update vehicles set status = 'approved' where id = $1`, [id]);
    expect(await read(id)).toBeDefined();
    await server.payload.delete({ collection: 'vehicles', id, overrideAccess: true });
    expect(await read(id)).toBeUndefined();
    expect(await read(2_000_000_000)).toBeUndefined();
  });

  it("survives a change to another make, and shows its own make's", async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved', make: 'Porsche' });
    const audi = await createListing(server.payload, ownerId, { status: 'approved', make: 'Audi' });
    const { read } = cacheWithClock();
    expect((await read(id))?.views).toBe(0);
    await storeViews(id, 3);
    await sql('update vehicles set price = price - 100 where id = $1', [audi.id]);
    // Still the kept page: the Audi's change did not move the Porsche's version.
    expect((await read(id))?.views).toBe(0);
    await sql(`update vehicles set description = 'New tyres.' where id = $1`, [id]);
    expect(await read(id)).toMatchObject({ views: 3, description: 'New tyres.' });
  });
});

describe('GET /api/vehicles/{id} from the kept page', () => {
  it('answers a visitor with an ETag, and 304 while the listing is unchanged', async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved' });
    const first = await visitor.get(`/api/vehicles/${id}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch would add no-cache to a conditional request of its own).
    const revalidate = () =>
      visitor.request('GET', `/api/vehicles/${id}`, undefined, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
    expect((await revalidate()).status).toBe(304);
    await server.payload.update({ collection: 'vehicles', id, data: { price: 61000 }, overrideAccess: true });
    const changed = await revalidate();
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe('61000.00');
  });

  it("gives a visitor only the public fields after its owner's read, and the owner theirs after a visitor's", async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved' });
    expect((await owner.get(`/api/vehicles/${id}`)).body).toMatchObject({ vin: 'WBS43AY09MFK12345', userId: ownerId });
    const read = (await visitor.get(`/api/vehicles/${id}`)).body;
    for (const field of privateVehicleFields) expect(read, field).not.toHaveProperty(field);
    expect(read).not.toHaveProperty('userId');
    expect((await visitor.get(`/api/vehicles/${id}`)).body).toEqual(read);
    expect((await owner.get(`/api/vehicles/${id}`)).body).toMatchObject({
      vin: 'WBS43AY09MFK12345',
      contactEmail: 'owner@test.example',
      userId: ownerId,
    });
  });

  it('keeps a pending listing from a visitor who read it while it was approved', async () => {
    const { id } = await createListing(server.payload, ownerId, { status: 'approved' });
    expect((await visitor.get(`/api/vehicles/${id}`)).status).toBe(200);
    await sql(`update vehicles set status = 'pending' where id = $1`, [id]);
    const hidden = await visitor.get(`/api/vehicles/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Vehicle not found' });
  });
});
