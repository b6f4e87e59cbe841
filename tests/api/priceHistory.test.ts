/**
 * Price history and drops: every public price of a listing is recorded when it takes effect (approval, an approved
 * change, an admin's edit), never a price buyers did not see (a held edit, a pending listing); the latest run of cuts
 * shows as a drop on the detail and on cards while recent and the car is for sale; search filters 'Price drops only'
 * and sorts by the biggest drop; housekeeping ages old drops out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldPriceDrops } from '../../cms/maintenance/oldPriceDrops.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let seller: ApiClient;
let stranger: ApiClient;
let admin: ApiClient;
let sellerId: number;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const sellerAccount = await createAccount(server.payload, 'user', 'seller');
  const strangerAccount = await createAccount(server.payload, 'user', 'stranger');
  const adminAccount = await createAccount(server.payload, 'admin');
  sellerId = sellerAccount.id;
  [seller, stranger, admin] = await Promise.all(
    [sellerAccount, strangerAccount, adminAccount].map((account) => signedInClient(server.baseUrl, account)),
  );
});
afterAll(() => server?.close());

/** The listing as the form sends it (PUT replaces the whole listing), with some fields changed. */
const edited = (changes: Record<string, unknown>) => ({ ...listingData(), ...changes });

const history = async (id: number) => (await visitor.get(`/api/vehicles/${id}/price-history`)).body;
const prices = async (id: number) => ((await history(id)).points as { price: number }[]).map((point) => point.price);
const detail = async (id: number) => (await visitor.get(`/api/vehicles/${id}`)).body;
const setPrice = (id: number, price: number) =>
  server.payload.update({ collection: 'vehicles', id, data: { price }, overrideAccess: true });
const search = async (query: string) => (await visitor.get(`/api/vehicles/search?${query}`)).body;

describe('price history', () => {
  it("records the price buyers see from approval, and an owner's cut once its change is approved", async () => {
    const created = await seller.post('/api/vehicles', edited({ model: 'History Cut', price: 50_000 }));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // Pending: not public, no history.
    expect((await visitor.get(`/api/vehicles/${id}/price-history`)).status).toBe(404);
    expect((await seller.get(`/api/vehicles/${id}/price-history`)).status).toBe(404);

    expect((await admin.patch(`/api/admin/vehicles/${id}/status`, { status: 'approved' })).status).toBe(200);
    const approved = await history(id);
    expect(approved).toEqual({ points: [{ price: 50_000, at: expect.any(String) }], daysOnMarket: 0 });
    expect(Date.now() - Date.parse(approved.points[0].at)).toBeLessThan(60_000);
    expect((await detail(id)).priceDrop).toBeNull();

    // The owner's cut waits for review: buyers see neither the price nor a drop.
    const held = await seller.put(`/api/vehicles/${id}`, edited({ model: 'History Cut', price: 48_500 }));
    expect(held.body).toMatchObject({ price: '48500.00', changeReview: { state: 'pending' } });
    expect(await prices(id)).toEqual([50_000]);
    expect((await detail(id)).priceDrop).toBeNull();

    expect((await admin.patch(`/api/admin/vehicles/${id}/status`, { status: 'approved' })).status).toBe(200);
    expect(await prices(id)).toEqual([50_000, 48_500]);
    const dropped = await detail(id);
    expect(dropped).toMatchObject({ price: '48500.00', priceDrop: { amount: 1_500, at: expect.any(String) } });
    // Cards carry it too.
    const card = (await search('query=History%20Cut')).vehicles.find((vehicle: { id: number }) => vehicle.id === id);
    expect(card.priceDrop).toEqual(dropped.priceDrop);
  });

  it('adds up cuts in a row, clears the drop when the price rises, and keeps every change', async () => {
    const { id } = await createListing(server.payload, sellerId, { model: 'History Steps', status: 'approved' });
    await setPrice(id, 67_900);
    await setPrice(id, 66_900);
    expect((await detail(id)).priceDrop).toMatchObject({ amount: 2_000 });
    await setPrice(id, 69_500);
    expect((await detail(id)).priceDrop).toBeNull();
    // A cut after a rise is measured from the raised price.
    await setPrice(id, 68_000);
    expect((await detail(id)).priceDrop).toMatchObject({ amount: 1_500 });
    expect(await prices(id)).toEqual([68_900, 67_900, 66_900, 69_500, 68_000]);
    // Writes that leave the price alone record nothing.
    await server.payload.update({ collection: 'vehicles', id, data: { mileage: 19_000 }, overrideAccess: true });
    expect(await prices(id)).toHaveLength(5);
  });

  it('keeps a cut of less than $100 in the history without a badge', async () => {
    const { id } = await createListing(server.payload, sellerId, { model: 'History Small', status: 'approved' });
    await setPrice(id, 68_850);
    expect(await prices(id)).toEqual([68_900, 68_850]);
    expect((await detail(id)).priceDrop).toBeNull();
    const found = await search('query=History%20Small&priceDrops=true');
    expect(found.total).toBe(0);
  });

  it('records nothing while a listing is off the market, and compares a re-approval with the last public price', async () => {
    const { id } = await createListing(server.payload, sellerId, { model: 'History Back', status: 'approved' });
    await server.payload.update({ collection: 'vehicles', id, data: { status: 'rejected' }, overrideAccess: true });
    expect((await visitor.get(`/api/vehicles/${id}/price-history`)).status).toBe(404);
    await setPrice(id, 60_000);
    await setPrice(id, 62_000);
    await server.payload.update({ collection: 'vehicles', id, data: { status: 'approved' }, overrideAccess: true });
    expect(await prices(id)).toEqual([68_900, 62_000]);
    expect((await detail(id)).priceDrop).toMatchObject({ amount: 6_900 });
  });

  it('dates an imported listing from its creation and counts its days on market until it is sold', async () => {
    const listedAt = new Date(Date.now() - 12.5 * DAY_MS).toISOString();
    const { id } = await createListing(server.payload, sellerId, {
      model: 'History Import',
      status: 'approved',
      createdAt: listedAt,
      updatedAt: listedAt,
    });
    await setPrice(id, 65_000);
    const listed = await history(id);
    expect(listed.points[0]).toEqual({ price: 68_900, at: listedAt });
    expect(listed.daysOnMarket).toBe(12);

    await server.payload.update({ collection: 'vehicles', id, data: { status: 'sold' }, overrideAccess: true });
    const sold = await history(id);
    expect(sold).toMatchObject({ daysOnMarket: null });
    expect(sold.points).toHaveLength(2);
    // A sold car shows no drop, on its page or in a search for sold cars.
    expect((await detail(id)).priceDrop).toBeNull();
    expect((await search('query=History%20Import&includeSold=true&priceDrops=true')).total).toBe(0);
  });

  it('goes with its listing', async () => {
    const { id } = await createListing(server.payload, sellerId, { model: 'History Gone', status: 'approved' });
    await setPrice(id, 60_000);
    await server.payload.delete({ collection: 'vehicles', id, overrideAccess: true });
    const left = await poolOf(server.payload).query(
      'select count(*)::int as n from vehicle_prices where vehicle_id = $1',
      [id],
    );
    expect(left.rows[0].n).toBe(0);
    expect((await visitor.get(`/api/vehicles/${id}/price-history`)).status).toBe(404);
  });

  it('answers 400 for an id that is not one and 404 for a listing that does not exist', async () => {
    expect((await visitor.get('/api/vehicles/abc/price-history')).status).toBe(400);
    expect((await visitor.get('/api/vehicles/99999999/price-history')).status).toBe(404);
  });

  it('cannot be written by anyone: a drop sent with a listing is ignored', async () => {
    const { id } = await createListing(server.payload, sellerId, { model: 'History Forged', status: 'approved' });
    const forged = { priceDrop: 25_000, priceDroppedAt: new Date().toISOString() };
    await seller.put(`/api/vehicles/${id}`, edited({ model: 'History Forged', ...forged }));
    await stranger.put(`/api/vehicles/${id}`, edited({ model: 'History Forged', ...forged }));
    await stranger.request('PATCH', `/cms-api/vehicles/${id}`, forged);
    await seller.request('PATCH', `/cms-api/vehicles/${id}`, forged);
    expect((await detail(id)).priceDrop).toBeNull();
    const row = await poolOf(server.payload).query('select price_drop from vehicles where id = $1', [id]);
    expect(row.rows[0].price_drop).toBeNull();
  });
});

describe('price drops in search', () => {
  it("filters 'Price drops only', sorts by the biggest drop, and ages drops out after 30 days", async () => {
    const make = (model: string) =>
      createListing(server.payload, sellerId, { make: 'Dropmaker', model, status: 'approved' });
    const small = await make('Small Drop');
    const big = await make('Big Drop');
    const none = await make('No Drop');
    const old = await make('Old Drop');
    await setPrice(small.id, 68_400);
    await setPrice(big.id, 63_900);
    await setPrice(old.id, 66_900);
    await poolOf(server.payload).query(
      `update vehicles set price_dropped_at = now() - interval '31 days' where id = $1`,
      [old.id],
    );

    const drops = await search('make=Dropmaker&priceDrops=true');
    expect(drops.vehicles.map((vehicle: { model: string }) => vehicle.model).sort()).toEqual([
      'Big Drop',
      'Small Drop',
    ]);
    expect(drops.total).toBe(2);
    // An old drop shows no badge and is not found even before housekeeping clears it.
    expect((await detail(old.id)).priceDrop).toBeNull();

    const version = async () =>
      (await poolOf(server.payload).query('select version::text as v from search_version where id = 1')).rows[0].v;
    const before = await version();
    expect(await oldPriceDrops.run(server.payload)).toBe(1);
    const cleared = await poolOf(server.payload).query('select price_drop from vehicles where id = $1', [old.id]);
    expect(cleared.rows[0].price_drop).toBeNull();
    // Cleared, the cached answers that showed it go (the listings version moved); a run with nothing to clear
    // leaves them alone.
    const after = await version();
    expect(after).not.toBe(before);
    expect(await oldPriceDrops.run(server.payload)).toBe(0);
    expect(await version()).toBe(after);
    // Cleared, the old one sorts with the cars that never dropped, after the recent drops, biggest first.
    const sorted = (await search('make=Dropmaker&sortBy=price_drop_desc')).vehicles.map(
      (vehicle: { id: number }) => vehicle.id,
    );
    expect(sorted.slice(0, 2)).toEqual([big.id, small.id]);
    expect(sorted.slice(2).sort()).toEqual([none.id, old.id].sort());
  });

  it('refuses a bad flag or sort with a clear error', async () => {
    const flag = await visitor.get('/api/vehicles/search?priceDrops=yes');
    expect(flag.status).toBe(400);
    expect(flag.body.message).toBeTruthy();
    expect(JSON.stringify(flag.body)).toContain('priceDrops must be true or false');
    expect((await visitor.get('/api/vehicles/search?sortBy=price_drop_asc')).status).toBe(400);
  });
});
