/**
 * An owner's edit of a live listing is held for review: buyers keep seeing the approved version everywhere until an
 * admin approves the change; a rejected change leaves the live version as it was and tells the seller why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';

let server: TestServer;
let visitor: ApiClient;
let seller: ApiClient;
let stranger: ApiClient;
let admin: ApiClient;
let sellerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const accounts = {
    seller: await createAccount(server.payload, 'user', 'seller'),
    stranger: await createAccount(server.payload, 'user', 'stranger'),
    admin: await createAccount(server.payload, 'admin'),
  };
  sellerId = accounts.seller.id;
  visitor = new ApiClient(server.baseUrl);
  [seller, stranger, admin] = await Promise.all(
    [accounts.seller, accounts.stranger, accounts.admin].map((account) => signedInClient(server.baseUrl, account)),
  );
});
afterAll(() => server?.close());

/** The listing as the form sends it (PUT replaces the whole listing), with some fields changed. */
const edited = (changes: Record<string, unknown>) => {
  const { vin: _vin, ...fields } = listingData();
  return { ...fields, vin: 'WBS43AY09MFK12345', ...changes };
};

async function liveListing(model: string, status: 'approved' | 'sold' = 'approved') {
  return createListing(server.payload, sellerId, { status, model, description: 'One owner, garage kept.' });
}

/** Every public read of one listing: detail, search, recent, facets' count and the sitemap. */
async function publicReads(id: number, model: string) {
  const detail = await visitor.get(`/api/vehicles/${id}`);
  const search = await visitor.get(`/api/vehicles/search?query=${encodeURIComponent(model)}`);
  const recent = await visitor.get('/api/vehicles/recent');
  const sitemap = await visitor.get('/sitemap.xml');
  return {
    detail: detail.body,
    inSearch: search.body.vehicles?.find((vehicle: { id: number }) => vehicle.id === id),
    inRecent: recent.body.find?.((vehicle: { id: number }) => vehicle.id === id),
    sitemap: String(sitemap.body),
  };
}

const pendingItem = async (id: number) =>
  (await admin.get('/api/admin/vehicles/pending')).body.find((item: { id: number }) => item.id === id);

describe("an owner's edit of a live listing", () => {
  it('keeps the approved version public while the change waits, and shows the owner what they submitted', async () => {
    const listing = await liveListing('Held Public');
    const save = await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Public', price: 64500 }));
    expect(save.status).toBe(200);
    expect(save.body).toMatchObject({ status: 'approved', price: '64500.00', changeReview: { state: 'pending' } });

    const reads = await publicReads(listing.id, 'Held Public');
    expect(reads.detail).toMatchObject({ status: 'approved', price: '68900.00' });
    expect(reads.detail).not.toHaveProperty('changeReview');
    expect(reads.inSearch).toMatchObject({ price: '68900.00' });
    expect(reads.inRecent).toMatchObject({ price: '68900.00' });
    expect(reads.sitemap).toContain(`/vehicles/${listing.id}`);

    // A signed-in stranger reads what buyers read.
    expect((await stranger.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({ price: '68900.00' });
    const own = (await seller.get('/api/user/vehicles')).body.find((item: { id: number }) => item.id === listing.id);
    expect(own).toMatchObject({ price: '64500.00', status: 'approved', changeReview: { state: 'pending' } });
    expect((await seller.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({
      price: '64500.00',
      changeReview: { state: 'pending' },
    });
  });

  it('is in the pending queue as a change, with the changed fields old and new', async () => {
    const listing = await liveListing('Held Queue');
    await seller.put(
      `/api/vehicles/${listing.id}`,
      edited({ model: 'Held Queue', price: 59900, mileage: 19250, features: ['Heated Seats'] }),
    );
    const item = await pendingItem(listing.id);
    expect(item).toMatchObject({ status: 'approved', price: '59900.00', review: { kind: 'change' } });
    expect(item.review.changes).toEqual([
      { field: 'mileage', label: 'Mileage', before: '18,500 mi', after: '19,250 mi' },
      { field: 'price', label: 'Price', before: '$68,900', after: '$59,900' },
      { field: 'features', label: 'Features', before: 'Heated Seats, Navigation System', after: 'Heated Seats' },
    ]);
    // New listings are marked as such.
    const fresh = await createListing(server.payload, sellerId, { model: 'Held Fresh' });
    expect(await pendingItem(fresh.id)).toMatchObject({ status: 'pending', review: { kind: 'new' } });
    // The status counts are about listings, not changes.
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
  });

  it('rejected: the live version stays as it was, and the seller reads the reason', async () => {
    const listing = await liveListing('Held Rejected');
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Rejected', description: 'Call my shop!' }));
    const decision = await admin.patch(`/api/admin/vehicles/${listing.id}/status`, {
      status: 'rejected',
      reason: 'Contact details belong in the contact fields',
    });
    expect(decision.status).toBe(200);
    expect(decision.body).toMatchObject({ status: 'approved', description: 'One owner, garage kept.' });

    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({
      status: 'approved',
      description: 'One owner, garage kept.',
    });
    expect(await pendingItem(listing.id)).toBeUndefined();
    const own = (await seller.get(`/api/vehicles/${listing.id}`)).body;
    expect(own).toMatchObject({
      description: 'One owner, garage kept.',
      changeReview: { state: 'rejected', reason: 'Contact details belong in the contact fields' },
    });
    const history = (await admin.get(`/api/admin/vehicles/${listing.id}/history`)).body;
    expect(history[0]).toMatchObject({ fromStatus: 'approved', toStatus: 'rejected', subject: 'change' });

    // The next edit is a new change under review.
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Rejected', description: 'Fresh tyres.' }));
    expect((await seller.get(`/api/vehicles/${listing.id}`)).body.changeReview).toMatchObject({ state: 'pending' });
  });

  it('approved: buyers see the change, and the views counted meanwhile are kept', async () => {
    const listing = await liveListing('Held Approved', 'sold');
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Approved', price: 61000 }));
    await server.payload.db.drizzle.execute(`update vehicles set views = 42 where id = ${listing.id}`);
    const decision = await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'approved' });
    expect(decision.status).toBe(200);
    // The decision is about the change: a sold listing stays sold.
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({
      status: 'sold',
      price: '61000.00',
      views: 42,
    });
    expect((await seller.get(`/api/vehicles/${listing.id}`)).body.changeReview).toBeNull();
    expect(await pendingItem(listing.id)).toBeUndefined();
  });

  it('waits for a decision: other edits and status moves are refused meanwhile, and nothing changes', async () => {
    const listing = await liveListing('Held Conflict');
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Conflict', price: 60000 }));
    const consoleEdit = await admin.put(`/api/console/vehicles/${listing.id}`, { price: 1000 });
    expect(consoleEdit.status).toBe(409);
    expect(consoleEdit.body.message).toMatch(/changes waiting for review/);
    expect((await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'sold' })).status).toBe(409);
    expect((await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'pending' })).status).toBe(409);
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({ price: '68900.00' });
    // The owner may keep refining the change.
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Conflict', price: 59000 }));
    expect((await pendingItem(listing.id)).price).toBe('59000.00');
  });

  it('is checked like any listing, and a stranger cannot submit one', async () => {
    const listing = await liveListing('Held Checked');
    const bad = await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Checked', year: 1890 }));
    expect(bad.status).toBe(400);
    const theirs = await stranger.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Checked', price: 1 }));
    expect(theirs.status).toBe(403);
    expect(await pendingItem(listing.id)).toBeUndefined();
    // Payload's own door keeps the same rules: a draft skips no validation.
    const sellerUser = await server.payload.findByID({ collection: 'users', id: sellerId, overrideAccess: true });
    await expect(
      server.payload.update({
        collection: 'vehicles',
        id: listing.id,
        data: { year: 1890 },
        user: { ...sellerUser, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/year/i);
    expect(await pendingItem(listing.id)).toBeUndefined();
  });

  it('holds an edit that arrives while the listing is being approved, rather than publishing it unreviewed', async () => {
    const listing = await createListing(server.payload, sellerId, { model: 'Held Racing' });
    // The approval's transaction, as changeStatus runs it: the listing's row locked, then its status set.
    const approval = await poolOf(server.payload).connect();
    try {
      await approval.query('begin');
      await approval.query('select id from vehicles where id = $1 for update', [listing.id]);
      const saving = seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Racing', price: 51000 }));
      // Long enough for the edit to have read the listing as pending, had it not waited for the lock.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await approval.query(`update vehicles set status = 'approved' where id = $1`, [listing.id]);
      await approval.query('commit');
      const save = await saving;
      expect(save.status).toBe(200);
      expect(save.body).toMatchObject({ status: 'approved', price: '51000.00', changeReview: { state: 'pending' } });
    } finally {
      approval.release();
    }
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body).toMatchObject({
      status: 'approved',
      price: '68900.00',
    });
  });

  it("an owner's edit of a pending listing changes it in place", async () => {
    const listing = await createListing(server.payload, sellerId, { model: 'Held Pending' });
    await seller.put(`/api/vehicles/${listing.id}`, edited({ model: 'Held Pending', price: 50000 }));
    const item = await pendingItem(listing.id);
    expect(item).toMatchObject({ price: '50000.00', review: { kind: 'new' } });
  });
});
