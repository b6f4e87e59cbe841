/**
 * The react-admin bridge (/api/console/<resource>): who may use which resource, ra-data-simple-rest's query
 * string (sort, range, filter) with Content-Range, and the writes each resource accepts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
let seller: ApiClient;
let editor: ApiClient;
let admin: ApiClient;
let sellerId: number;
let adminId: number;

const resources = ['vehicles', 'users', 'contact-messages', 'pages', 'moderation-events'] as const;
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

beforeAll(async () => {
  const { payload, baseUrl } = context.server;
  const accounts = {
    seller: await createAccount(payload, 'user', 'seller'),
    editor: await createAccount(payload, 'editor'),
    admin: await createAccount(payload, 'admin'),
  };
  sellerId = accounts.seller.id;
  adminId = accounts.admin.id;
  [seller, editor, admin] = await Promise.all(
    [accounts.seller, accounts.editor, accounts.admin].map((account) => signedInClient(baseUrl, account)),
  );
});

describe('who may use which resource', () => {
  it.each(resources)('%s: 401 signed out, 403 for a plain user', async (resource) => {
    expect((await context.visitor.get(`/api/console/${resource}`)).status).toBe(401);
    const refused = await seller.get(`/api/console/${resource}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/role/);
    expect((await seller.get(`/api/console/${resource}/1`)).status).toBe(403);
    expect((await seller.put(`/api/console/${resource}/1`, {})).status).toBe(403);
  });

  it('lets an editor use pages and nothing else', async () => {
    for (const resource of resources) {
      const expected = resource === 'pages' ? 200 : 403;
      expect((await editor.get(`/api/console/${resource}`)).status, resource).toBe(expected);
    }
  });

  it('lets an admin use every resource', async () => {
    for (const resource of resources) {
      const response = await admin.get(`/api/console/${resource}`);
      expect(response.status, resource).toBe(200);
      expect(response.headers.get('content-range'), resource).toMatch(new RegExp(`^${resource} `));
    }
  });

  it('answers 404 for an unknown resource and 405 for a create', async () => {
    expect((await admin.get('/api/console/payments')).status).toBe(404);
    expect((await admin.get('/api/console/__proto__')).status).toBe(404);
    expect((await admin.post('/api/console/vehicles', { make: 'BMW' })).status).toBe(405);
    expect((await admin.delete('/api/console/users/1')).status).toBe(405);
  });
});

describe('lists in the ra-data-simple-rest dialect', () => {
  const make = 'Consolemake';
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    for (const [index, price] of [30_000, 10_000, 50_000, 20_000, 40_000].entries()) {
      const listing = await createListing(context.server.payload, sellerId, {
        make,
        model: `Lister ${['alpha', 'bravo', 'charlie', 'delta', 'echo'][index]}`,
        price,
        status: index < 3 ? 'pending' : 'approved',
      });
      ids.push(listing.id);
    }
  });

  const list = (params: Record<string, unknown>) => admin.get(`/api/console/vehicles?${query(params)}`);

  it('pages by row range and tells the total in Content-Range', async () => {
    const firstPage = await list({ filter: { make }, sort: ['price', 'ASC'], range: [0, 1] });
    expect(firstPage.status).toBe(200);
    expect(firstPage.headers.get('content-range')).toBe('vehicles 0-1/5');
    expect(firstPage.body.map((row: { price: number }) => row.price)).toEqual([10_000, 20_000]);
    const secondPage = await list({ filter: { make }, sort: ['price', 'ASC'], range: [2, 3] });
    expect(secondPage.headers.get('content-range')).toBe('vehicles 2-3/5');
    expect(secondPage.body.map((row: { price: number }) => row.price)).toEqual([30_000, 40_000]);
    const lastPage = await list({ filter: { make }, sort: ['price', 'ASC'], range: [4, 5] });
    expect(lastPage.headers.get('content-range')).toBe('vehicles 4-4/5');
    const beyond = await list({ filter: { make }, sort: ['price', 'ASC'], range: [10, 11] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe('vehicles */5');
  });

  it("serves react-admin's CSV export, which asks for 1000 rows at once", async () => {
    const response = await list({ filter: { make }, range: [0, 999] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('vehicles 0-4/5');
  });

  it('serves a range that is not a whole page', async () => {
    const response = await list({ filter: { make }, sort: ['price', 'ASC'], range: [1, 3] });
    expect(response.headers.get('content-range')).toBe('vehicles 1-3/5');
    expect(response.body.map((row: { price: number }) => row.price)).toEqual([20_000, 30_000, 40_000]);
  });

  it('sorts both ways', async () => {
    const descending = await list({ filter: { make }, sort: ['price', 'DESC'], range: [0, 9] });
    expect(descending.body.map((row: { price: number }) => row.price)).toEqual([
      50_000, 40_000, 30_000, 20_000, 10_000,
    ]);
    const byId = await list({ filter: { make }, sort: ['id', 'ASC'], range: [0, 9] });
    expect(byId.body.map((row: { id: number }) => row.id)).toEqual(ids);
  });

  it('filters by status, by several ids (getMany) and by words in any searched field', async () => {
    const pending = await list({ filter: { make, status: 'pending' }, range: [0, 9] });
    expect(pending.headers.get('content-range')).toBe('vehicles 0-2/3');
    const either = await list({ filter: { make, status: ['pending', 'approved'] }, range: [0, 9] });
    expect(either.body).toHaveLength(5);
    const many = await admin.get(`/api/console/vehicles?${query({ filter: { id: [ids[4], ids[0]] } })}`);
    expect(many.body.map((row: { id: number }) => row.id).sort()).toEqual([ids[0], ids[4]].sort());
    const searched = await list({ filter: { q: 'consoleMAKE lister DELTA' }, range: [0, 9] });
    expect(searched.body.map((row: { id: number }) => row.id)).toEqual([ids[3]]);
    const byPrivateField = await list({ filter: { q: 'owner@test.example', make }, range: [0, 9] });
    expect(byPrivateField.body).toHaveLength(5);
  });

  it('shows admins the private fields and the price as a number', async () => {
    const response = await admin.get(`/api/console/vehicles/${ids[0]}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids[0],
      price: 30_000,
      vin: 'WBS43AY09MFK12345',
      contactEmail: 'owner@test.example',
      userId: sellerId,
    });
    expect((await admin.get('/api/console/vehicles/999999')).status).toBe(404);
  });

  it.each([
    ['sort is not JSON', 'sort=price'],
    ['sort names an unknown field', query({ sort: ['vin', 'ASC'] })],
    ['sort has a bad order', query({ sort: ['price', 'UP'] })],
    ['range is reversed', query({ range: [5, 1] })],
    ['range is too long', query({ range: [0, 5000] })],
    ['range is negative', query({ range: [-1, 4] })],
    ['range is not numbers', query({ range: ['a', 'b'] })],
    ['filter is a list', query({ filter: [1] })],
    ['filter names an unknown field', query({ filter: { password: 'x' } })],
    ['filter has a bad status', query({ filter: { status: 'deleted' } })],
    ['filter has a bad id', query({ filter: { id: 'abc' } })],
    ['q is too long', query({ filter: { q: 'x'.repeat(101) } })],
    ['q holds a control character', query({ filter: { q: 'a\u0000b' } })],
    ['a parameter is repeated', 'sort=%5B%22id%22%2C%22ASC%22%5D&sort=%5B%22id%22%2C%22ASC%22%5D'],
  ])('answers 400 when %s', async (_label, queryString) => {
    const response = await admin.get(`/api/console/vehicles?${queryString}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers 400 for a bad id in the path', async () => {
    expect((await admin.get('/api/console/vehicles/abc')).status).toBe(400);
    expect((await admin.put('/api/console/vehicles/-1', {})).status).toBe(400);
  });
});

describe('editing a listing', () => {
  it('features it, changes any field and clears an optional one, without touching its status', async () => {
    const listing = await createListing(context.server.payload, sellerId, { status: 'approved', model: 'Editable' });
    const response = await admin.put(`/api/console/vehicles/${listing.id}`, {
      isFeatured: true,
      price: 61_500,
      trim: '',
      vin: '1HGCM82633A004352',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      isFeatured: true,
      price: 61_500,
      trim: null,
      status: 'approved',
      vin: '1HGCM82633A004352',
    });
    const featured = (await context.visitor.get('/api/vehicles/featured')).body;
    expect(featured.map((vehicle: { id: number }) => vehicle.id)).toContain(listing.id);
  });

  it('keeps a status change with its reason in the moderation history', async () => {
    const listing = await createListing(context.server.payload, sellerId, { model: 'Moderated' });
    const response = await admin.put(`/api/console/vehicles/${listing.id}`, {
      status: 'sold',
      statusReason: 'Sold by phone',
      mileage: 19_000,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'sold', mileage: 19_000 });
    const history = await admin.get(
      `/api/console/moderation-events?${query({ filter: { vehicleId: listing.id }, sort: ['createdAt', 'DESC'], range: [0, 9] })}`,
    );
    expect(history.headers.get('content-range')).toBe('moderation-events 0-0/1');
    expect(history.body[0]).toMatchObject({
      vehicleId: listing.id,
      actorId: adminId,
      fromStatus: 'pending',
      toStatus: 'sold',
      reason: 'Sold by phone',
    });
  });

  it('refuses an emptied required field, an unknown field and a reason without a status change', async () => {
    const listing = await createListing(context.server.payload, sellerId, { model: 'Strict' });
    for (const body of [
      { make: '' },
      { price: null },
      { owner: adminId },
      { statusReason: 'why' },
      { status: 'gone' },
      [1, 2],
      'text',
    ]) {
      const response = await admin.put(`/api/console/vehicles/${listing.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.get(`/api/console/vehicles/${listing.id}`)).body.make).toBe('BMW');
  });

  it('deletes a listing', async () => {
    const listing = await createListing(context.server.payload, sellerId, { model: 'Doomed' });
    const response = await admin.delete(`/api/console/vehicles/${listing.id}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(listing.id);
    expect((await admin.get(`/api/console/vehicles/${listing.id}`)).status).toBe(404);
  });
});

describe('users', () => {
  it('lists and searches accounts without any secret field', async () => {
    const response = await admin.get(`/api/console/users?${query({ filter: { q: 'editor tester' }, range: [0, 9] })}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((user: { role: string }) => user.role === 'editor')).toBe(true);
    expect(Object.keys(response.body[0]).sort()).toEqual([
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
      'updatedAt',
    ]);
  });

  it('lets an admin change a role, but not their own, and nothing else', async () => {
    const account = await createAccount(context.server.payload, 'user', 'promoted');
    const promoted = await admin.put(`/api/console/users/${account.id}`, { role: 'editor' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('editor');
    const asEditor = await signedInClient(context.server.baseUrl, account);
    expect((await asEditor.get('/api/console/pages')).status).toBe(200);
    expect((await admin.put(`/api/console/users/${adminId}`, { role: 'user' })).status).toBe(400);
    expect((await admin.put(`/api/console/users/${account.id}`, { role: 'owner' })).status).toBe(400);
    expect((await admin.put(`/api/console/users/${account.id}`, { email: 'new@test.example' })).status).toBe(400);
    expect((await editor.put(`/api/console/users/${account.id}`, { role: 'admin' })).status).toBe(403);
  });
});

describe('contact messages', () => {
  it('lists the inbox by status and listing, and marks a message handled', async () => {
    const listing = await createListing(context.server.payload, sellerId, { status: 'approved', model: 'Asked about' });
    const message = await context.server.payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        status: 'new',
        vehicle: listing.id,
        senderFirstName: 'Bea',
        senderLastName: 'Buyer',
        senderName: 'Bea Buyer',
        senderEmail: 'bea@test.example',
        subject: 'Is it available?',
        message: 'Still for sale?',
      },
    });
    const inbox = await admin.get(
      `/api/console/contact-messages?${query({ filter: { status: 'new', vehicleId: listing.id }, range: [0, 9] })}`,
    );
    expect(inbox.body).toEqual([
      expect.objectContaining({
        id: message.id,
        vehicleId: listing.id,
        senderEmail: 'bea@test.example',
        status: 'new',
      }),
    ]);
    const handled = await admin.put(`/api/console/contact-messages/${message.id}`, { status: 'handled' });
    expect(handled.body.status).toBe('handled');
    const stillNew = await admin.get(
      `/api/console/contact-messages?${query({ filter: { status: 'new', vehicleId: listing.id } })}`,
    );
    expect(stillNew.body).toEqual([]);
    expect((await admin.put(`/api/console/contact-messages/${message.id}`, { status: 'archived' })).status).toBe(400);
  });
});

describe('anything a client can send is answered, never with a 500', () => {
  it.each([
    { zipCode: '99999' },
    { zipCode: 'abcde' },
    { year: 1800 },
    { year: 'soon' },
    { features: 'Heated Seats' },
    { features: [1, 2] },
    { images: 'photo.jpg' },
    { price: 'abc' },
    { price: -5 },
    { mileage: -5 },
    { views: -1 },
    { views: 1.5 },
    { isFeatured: 'yes' },
    { carfaxReportUrl: 'not a url' },
    { vin: 'short' },
    { contactEmail: 'nope' },
    { condition: 'mint' },
    { bodyType: 'spaceship' },
    { status: 'sold', statusReason: 'x'.repeat(1001) },
    { make: 'a'.repeat(61) },
    { description: 'a\u0000b' },
    { trim: { nested: true } },
  ])('listing update %j is a 400', async (body) => {
    const listing = await createListing(context.server.payload, sellerId, { model: 'Fuzzed' });
    const response = await admin.put(`/api/console/vehicles/${listing.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it.each([
    ['users', { role: null }],
    ['users', {}],
    ['contact-messages', { status: 1 }],
    ['contact-messages', null],
  ])('%s update %j is a 400', async (resource, body) => {
    const account = await createAccount(context.server.payload, 'user', 'fuzzed');
    const message = await context.server.payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        status: 'new',
        senderFirstName: 'F',
        senderLastName: 'Z',
        senderEmail: 'fz@test.example',
        subject: 'S',
        message: 'M',
      },
    });
    const id = resource === 'users' ? account.id : message.id;
    expect((await admin.put(`/api/console/${resource}/${id}`, body)).status).toBe(400);
  });

  it.each([
    ['a list of 1001 ids', { filter: { id: Array.from({ length: 1001 }, (_, index) => index + 1) } }],
    ['q that is not text', { filter: { q: 5 } }],
    ['isFeatured as text', { filter: { isFeatured: 'true' } }],
    ['sort without an order', { sort: ['id'] }],
    ['a userId that is not a number', { filter: { userId: 'me' } }],
    ['a range beyond safe integers', { range: [1e20, 1e20] }],
  ])('a list with %s is a 400', async (_label, params) => {
    expect((await admin.get(`/api/console/vehicles?${query(params)}`)).status).toBe(400);
  });

  it('answers a range far beyond the rows with an empty page, reading no more than two pages', async () => {
    for (const range of [
      [9e15, 9e15 + 9],
      [9e15 + 3, 9e15 + 12],
    ]) {
      const response = await admin.get(`/api/console/vehicles?${query({ range })}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
  });

  it.each(['\\', '%', '_', "'", '\\%', '50%_off\\', '"quoted"'])('a search for %s is answered', async (q) => {
    for (const resource of resources) {
      const response = await admin.get(`/api/console/${resource}?${query({ filter: { q } })}`);
      expect(response.status, resource).toBe(200);
    }
  });

  it('a PUT without a JSON body is a 400', async () => {
    const listing = await createListing(context.server.payload, sellerId, { model: 'No body' });
    const response = await admin.request('PUT', `/api/console/vehicles/${listing.id}`, 'make=BMW', {
      'Content-Type': 'text/plain',
    });
    expect(response.status).toBe(400);
  });
});
