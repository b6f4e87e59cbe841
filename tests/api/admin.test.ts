/** Moderation calls: the pending queue, the stats, the status change and its history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let seller: ApiClient;
let editor: ApiClient;
let admin: ApiClient;
let sellerId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const accounts = {
    seller: await createAccount(server.payload, 'user', 'seller'),
    editor: await createAccount(server.payload, 'editor'),
    admin: await createAccount(server.payload, 'admin'),
  };
  sellerId = accounts.seller.id;
  adminId = accounts.admin.id;
  visitor = new ApiClient(server.baseUrl);
  [seller, editor, admin] = await Promise.all(
    [accounts.seller, accounts.editor, accounts.admin].map((account) => signedInClient(server.baseUrl, account)),
  );
});
afterAll(() => server?.close());

describe('who may moderate', () => {
  it.each([
    ['GET', '/api/admin/vehicles/pending'],
    ['GET', '/api/admin/stats'],
    ['PATCH', '/api/admin/vehicles/1/status'],
    ['GET', '/api/admin/vehicles/1/history'],
  ])('%s %s: 401 signed out, 403 for a seller and an editor', async (method, path) => {
    const body = method === 'PATCH' ? { status: 'approved' } : undefined;
    expect((await visitor.request(method, path, body)).status).toBe(401);
    expect((await seller.request(method, path, body)).status).toBe(403);
    expect((await editor.request(method, path, body)).status).toBe(403);
  });
});

describe('the moderation queue', () => {
  it('lists pending listings oldest first, with the seller contact fields', async () => {
    const first = await createListing(server.payload, sellerId, { model: 'Queue first' });
    const second = await createListing(server.payload, sellerId, { model: 'Queue second' });
    await createListing(server.payload, sellerId, { status: 'approved', model: 'Queue approved' });
    const response = await admin.get('/api/admin/vehicles/pending');
    expect(response.status).toBe(200);
    const ids = response.body.map((vehicle: { id: number }) => vehicle.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(response.body.every((vehicle: { status: string }) => vehicle.status === 'pending')).toBe(true);
    expect(response.body[0]).toMatchObject({ contactEmail: 'owner@test.example', contactPhone: '(310) 555-0142' });
  });

  it('counts listings by status', async () => {
    const before = (await admin.get('/api/admin/stats')).body;
    await createListing(server.payload, sellerId, { status: 'rejected' });
    await createListing(server.payload, sellerId, { status: 'sold' });
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after).toEqual({ ...before, total: before.total + 2, rejected: before.rejected + 1, sold: before.sold + 1 });
    expect(after.total).toBe(after.pending + after.approved + after.rejected + after.sold);
  });
});

describe('PATCH /api/admin/vehicles/{vehicleId}/status', () => {
  it('approves a pending listing, which then shows in search, and records who, when, from, to', async () => {
    const listing = await createListing(server.payload, sellerId, { model: 'To approve' });
    const response = await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'approved' });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('approved');
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).status).toBe(200);
    const history = (await admin.get(`/api/admin/vehicles/${listing.id}/history`)).body;
    expect(history).toEqual([
      expect.objectContaining({
        vehicleId: listing.id,
        actorId: adminId,
        fromStatus: 'pending',
        toStatus: 'approved',
        reason: null,
      }),
    ]);
    expect(Date.now() - Date.parse(history[0].createdAt)).toBeLessThan(60_000);
  });

  it('rejects with a reason, then marks sold, keeping every step', async () => {
    const listing = await createListing(server.payload, sellerId, { model: 'To reject' });
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, {
      status: 'rejected',
      reason: 'Photos do not show the odometer',
    });
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'sold' });
    const history = (await admin.get(`/api/admin/vehicles/${listing.id}/history`)).body;
    expect(
      history.map((event: { fromStatus: string; toStatus: string }) => `${event.fromStatus}>${event.toStatus}`),
    ).toEqual(['rejected>sold', 'pending>rejected']);
    expect(history[1].reason).toBe('Photos do not show the odometer');
  });

  it("tells the seller the latest rejection's reason on their own listings, and nobody else", async () => {
    const ownListings = async () =>
      (await seller.get('/api/user/vehicles')).body as { id: number; rejectionReason?: string | null }[];
    const listing = await createListing(server.payload, sellerId, { model: 'Reason shown' });
    const silent = await createListing(server.payload, sellerId, { model: 'Rejected silently' });
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'rejected', reason: 'Blurry photos' });
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'pending' });
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, {
      status: 'rejected',
      reason: 'Photos do not show the odometer',
    });
    await admin.patch(`/api/admin/vehicles/${silent.id}/status`, { status: 'rejected' });
    const mine = await ownListings();
    expect(mine.find((vehicle) => vehicle.id === listing.id)?.rejectionReason).toBe('Photos do not show the odometer');
    expect(mine.find((vehicle) => vehicle.id === silent.id)?.rejectionReason).toBeNull();
    // Once approved, the old reason is gone; the public reading never carries it.
    await admin.patch(`/api/admin/vehicles/${listing.id}/status`, { status: 'approved' });
    expect((await ownListings()).find((vehicle) => vehicle.id === listing.id)).not.toHaveProperty('rejectionReason');
    expect((await visitor.get(`/api/vehicles/${listing.id}`)).body).not.toHaveProperty('rejectionReason');
  });

  it.each([
    [{ status: 'featured' }, 'status must be one of'],
    [{}, 'status must be one of'],
    [{ status: 'approved', reason: 'x'.repeat(1001) }, 'at most 1000'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const listing = await createListing(server.payload, sellerId);
    const response = await admin.patch(`/api/admin/vehicles/${listing.id}/status`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await admin.get(`/api/admin/vehicles/${listing.id}/history`)).body).toEqual([]);
  });

  it('answers 404 for a missing listing and 400 for a bad id', async () => {
    expect((await admin.patch('/api/admin/vehicles/987654/status', { status: 'approved' })).status).toBe(404);
    expect((await admin.patch('/api/admin/vehicles/abc/status', { status: 'approved' })).status).toBe(400);
  });

  it('keeps the history for admins only, also through /cms-api', async () => {
    expect((await seller.get('/cms-api/moderation-events')).status).toBe(403);
    expect((await admin.get('/cms-api/moderation-events')).body.totalDocs).toBeGreaterThan(0);
    expect(
      (await admin.post('/cms-api/moderation-events', { vehicle: 1, fromStatus: 'pending', toStatus: 'approved' }))
        .status,
    ).toBe(403);
  });
});
