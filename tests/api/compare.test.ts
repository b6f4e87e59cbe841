/** GET /api/vehicles/compare: up to four listings side by side, as each caller may see them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MAX } from '../../contract/compare.ts';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, privateVehicleFields, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
let owner: ApiClient;
let stranger: ApiClient;
let admin: ApiClient;
const ids = { bmw: 0, porsche: 0, sold: 0, pending: 0, rejected: 0, strangers: 0 };

beforeAll(async () => {
  const { payload, baseUrl } = api.server;
  const ownerAccount = await createAccount(payload, 'user', 'owner');
  const strangerAccount = await createAccount(payload, 'user', 'stranger');
  [owner, stranger, admin] = await Promise.all([
    signedInClient(baseUrl, ownerAccount),
    signedInClient(baseUrl, strangerAccount),
    signedInClient(baseUrl, await createAccount(payload, 'admin')),
  ]);
  ids.bmw = (await createListing(payload, ownerAccount.id, { status: 'approved', views: 7 })).id;
  ids.porsche = (
    await createListing(payload, ownerAccount.id, {
      status: 'approved',
      make: 'Porsche',
      model: '911',
      features: ['Sunroof'],
    })
  ).id;
  ids.sold = (await createListing(payload, ownerAccount.id, { status: 'sold', make: 'Audi', model: 'RS6' })).id;
  ids.pending = (await createListing(payload, ownerAccount.id, { status: 'pending' })).id;
  ids.rejected = (await createListing(payload, ownerAccount.id, { status: 'rejected' })).id;
  ids.strangers = (await createListing(payload, strangerAccount.id, { status: 'approved', make: 'Lexus' })).id;
});

const compare = (client: ApiClient, query: string) => client.get(`/api/vehicles/compare?ids=${query}`);
const idsOf = (body: { id: number }[]) => body.map((vehicle) => vehicle.id);
function expectPublic(vehicle: Record<string, unknown>) {
  for (const field of privateVehicleFields) expect(vehicle, field).not.toHaveProperty(field);
  expect(vehicle).not.toHaveProperty('userId');
}

describe('GET /api/vehicles/compare', () => {
  it('answers the public listings in the order asked, as public Vehicles with deal and priceDrop', async () => {
    const response = await compare(api.visitor, `${ids.porsche},${ids.bmw},${ids.sold}`);
    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.porsche, ids.bmw, ids.sold]);
    expect(response.body[0]).toMatchObject({ make: 'Porsche', model: '911', features: ['Sunroof'], price: '68900.00' });
    // Sold cars may be compared, and say so.
    expect(response.body[2]).toMatchObject({ status: 'sold', deal: null, priceDrop: null });
    for (const vehicle of response.body) {
      expectPublic(vehicle);
      expect(vehicle).toHaveProperty('deal');
      expect(vehicle).toHaveProperty('priceDrop');
    }
  });

  it('leaves out pending, rejected and missing ids for visitors and strangers', async () => {
    const query = `${ids.pending},${ids.bmw},999999,${ids.rejected}`;
    for (const client of [api.visitor, stranger]) {
      const response = await compare(client, query);
      expect(response.status).toBe(200);
      expect(idsOf(response.body)).toEqual([ids.bmw]);
      expectPublic(response.body[0]);
    }
    expect((await compare(api.visitor, `${ids.pending}`)).body).toEqual([]);
  });

  it("shows a stranger's public listing to a signed-in user without its private fields", async () => {
    const response = await compare(owner, `${ids.strangers},${ids.bmw}`);
    expect(idsOf(response.body)).toEqual([ids.strangers, ids.bmw]);
    expectPublic(response.body[0]);
    // The owner's own listing comes with what its owner may read.
    expect(response.body[1]).toMatchObject({ vin: 'WBS43AY09MFK12345', contactPhone: '(310) 555-0142' });
  });

  it('shows owners their own listings in any status, as Payload lets them read them, and admins all', async () => {
    const query = `${ids.rejected},${ids.pending},${ids.strangers}`;
    const own = await compare(owner, query);
    expect(idsOf(own.body)).toEqual([ids.rejected, ids.pending, ids.strangers]);
    expect(own.body[1]).toMatchObject({ status: 'pending', vin: 'WBS43AY09MFK12345' });
    expectPublic(own.body[2]);
    expect(idsOf((await compare(admin, query)).body)).toEqual([ids.rejected, ids.pending, ids.strangers]);
  });

  it('folds repeated ids, so four distinct cars may be asked for with repeats', async () => {
    const response = await compare(api.visitor, `${ids.bmw},${ids.bmw},${ids.porsche},${ids.bmw},${ids.sold},1,2`);
    expect(response.status).toBe(200);
    expect(idsOf(response.body).slice(0, 3)).toEqual([ids.bmw, ids.porsche, ids.sold]);
    // Blanks between commas are ignored, as in GET /api/saved-vehicles.
    expect(idsOf((await compare(api.visitor, `,${ids.porsche},,`)).body)).toEqual([ids.porsche]);
  });

  it(`answers 400 with a clear message for no ids, more than ${COMPARE_MAX} or ids that are not ids`, async () => {
    const cases: [string, RegExp][] = [
      ['/api/vehicles/compare', /1 to 4 vehicle ids to compare/],
      ['/api/vehicles/compare?ids=', /1 to 4 vehicle ids to compare/],
      ['/api/vehicles/compare?ids=,,', /1 to 4 vehicle ids to compare/],
      ['/api/vehicles/compare?ids=1,2,3,4,5', /1 to 4 vehicle ids to compare/],
      ['/api/vehicles/compare?ids=1,abc', /number/],
      ['/api/vehicles/compare?ids=1.5', /whole number/],
      ['/api/vehicles/compare?ids=0', /positive/],
      ['/api/vehicles/compare?ids=-3', /positive/],
      ['/api/vehicles/compare?ids=99999999999', /too large/],
      ['/api/vehicles/compare?ids=1,2&ids=3', /number/],
    ];
    for (const [path, message] of cases) {
      const response = await api.visitor.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(message);
      expect(response.body.errors[0].path, path).toMatch(/^ids/);
    }
  });

  it('counts no view, unlike the detail page', async () => {
    const { payload } = api.server;
    await compare(api.visitor, `${ids.bmw},${ids.porsche}`);
    await compare(stranger, `${ids.bmw}`);
    await viewCounterOf(payload).flush();
    const stored = await payload.findByID({ collection: 'vehicles', id: ids.bmw, depth: 0, overrideAccess: true });
    expect(stored.views).toBe(7);
    // The detail read next to it does count, so the check above would have seen one.
    await api.visitor.get(`/api/vehicles/${ids.porsche}`);
    await viewCounterOf(payload).flush();
    const detail = await payload.findByID({ collection: 'vehicles', id: ids.porsche, depth: 0, overrideAccess: true });
    expect(detail.views).toBe(1);
  });
});
