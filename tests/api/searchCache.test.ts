/**
 * Search answers and the home page's lists are cached per listings version (cms/search/searchVehicles.ts): what a
 * seller or an admin changes shows at once, while a visitor's read, which only counts a view, keeps the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let listingId: number;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = await createAccount(server.payload, 'user', 'seller');
  listingId = (
    await createListing(server.payload, seller.id, {
      make: 'Audi',
      model: 'RS 6',
      year: 2021,
      price: 99500,
      status: 'approved',
      zipCode: '90210',
      location: 'Beverly Hills, CA',
      images: ['/media/vehicle-photos/audi-rs6-a-1600.webp'],
    })
  ).id;
});
afterAll(() => server?.close());

const listedIn = async (path: string) => {
  const response = await visitor.get(path);
  expect(response.status).toBe(200);
  const list = Array.isArray(response.body) ? response.body : response.body.vehicles;
  return (list as Record<string, any>[]).find((vehicle) => vehicle.id === listingId);
};

async function listingsVersion(): Promise<string> {
  const { rows } = await poolOf(server.payload).query<{ version: string }>(
    'select version::text as version from search_version',
  );
  return rows[0].version;
}

describe('cached search answers', () => {
  it("show a listing's new photos, featured flag and location as soon as they are saved", async () => {
    const paths = ['/api/vehicles/search?make=Audi', '/api/vehicles/recent', '/api/vehicles/featured'];
    expect(await listedIn(paths[0])).toMatchObject({
      images: ['/media/vehicle-photos/audi-rs6-a-1600.webp'],
      isFeatured: false,
      city: 'Beverly Hills',
    });
    expect(await listedIn(paths[1])).toBeDefined();
    expect(await listedIn(paths[2])).toBeUndefined();

    // An admin features it and the seller's photos change: no column search filters on.
    const changed = { images: ['/media/vehicle-photos/audi-rs6-b-1600.webp'], isFeatured: true };
    await server.payload.update({ collection: 'vehicles', id: listingId, overrideAccess: true, data: changed });
    for (const path of paths) expect(await listedIn(path), path).toMatchObject(changed);

    await server.payload.update({
      collection: 'vehicles',
      id: listingId,
      overrideAccess: true,
      data: { zipCode: '60611', location: 'Chicago, IL' },
    });
    for (const path of paths) expect(await listedIn(path), path).toMatchObject({ city: 'Chicago', zipCode: '60611' });

    // Payload writes every column of a listing, but an operator moving photos behind a CDN writes one, in SQL.
    await poolOf(server.payload).query(
      `update vehicles set images = '["https://cdn.example.com/rs6-1600.webp"]'::jsonb where id = $1`,
      [listingId],
    );
    for (const path of paths)
      expect(await listedIn(path), path).toMatchObject({ images: ['https://cdn.example.com/rs6-1600.webp'] });
  });

  it("keep their listings version through a visitor's reads, which count views", async () => {
    await visitor.get('/api/vehicles/search?make=Audi');
    const before = await listingsVersion();
    const first = await visitor.get(`/api/vehicles/${listingId}`);
    await viewCounterOf(server.payload).flush();
    const second = await visitor.get(`/api/vehicles/${listingId}`);
    expect(second.body.views).toBe(first.body.views + 1);
    expect(await listingsVersion()).toBe(before);
  });

  it('answer a repeated search with the same JSON as the first time', async () => {
    const first = await fetch(`${server.baseUrl}/api/vehicles/search?make=Audi&sortBy=price_asc`);
    const second = await fetch(`${server.baseUrl}/api/vehicles/search?make=Audi&sortBy=price_asc`);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
  });
});
