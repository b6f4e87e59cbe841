/**
 * Search answers and the home page's lists are cached per listings version (cms/search/searchVehicles.ts): what a
 * seller or an admin changes shows at once, while a visitor's read, which only counts a view, keeps the cache. A
 * search of one make keeps that make's version, so changes to other makes, and changes buyers cannot see, keep it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let listingId: number;
let sellerId: number;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = await createAccount(server.payload, 'user', 'seller');
  sellerId = seller.id;
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

/** The version of all listings and of each make, as one comparable text. */
async function allVersions(): Promise<string> {
  const { rows } = await poolOf(server.payload).query<{ versions: string }>(
    `select (select version from search_version)::text || ' ' ||
            coalesce((select string_agg(make || '=' || version, ' ' order by make) from search_make_versions), '')
            as versions`,
  );
  return rows[0].versions;
}

const sql = (text: string, params: unknown[] = []) => poolOf(server.payload).query(text, params);

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

  it('read each version once for a first search, its total included, and count a new listing at once', async () => {
    const search = async (path: string) => {
      // Every statement reaches a connection's query, whether sent through the pool or prepared on a connection.
      const query = vi.spyOn(pg.Client.prototype, 'query');
      try {
        const response = await visitor.get(path);
        expect(response.status).toBe(200);
        const texts = query.mock.calls.map(([sent]) =>
          typeof sent === 'string' ? sent : String((sent as pg.QueryConfig).text),
        );
        // The held listings (facetIndex.ts) mark the version they read up to: once a version, not once a search.
        const versionReads = texts.filter(
          (text) => /search_(make_)?versions?\b/.test(text) && !text.includes('pg_current_snapshot'),
        );
        return { total: response.body.total as number, versionReads: versionReads.length };
      } finally {
        query.mockRestore();
      }
    };
    // A price bound no earlier search used: neither the answer nor its total is cached yet. Whether the bound leaves
    // out any listing, and the listings held in memory that total a search, follow the version of all listings,
    // which a search of one make reads too (once).
    const first = await search('/api/vehicles/search?make=Audi&maxPrice=777001');
    expect(first.versionReads).toBe(2);
    expect((await search('/api/vehicles/search?maxPrice=777001')).versionReads).toBe(1);
    expect((await search('/api/vehicles/search?make=Audi&minYear=1990')).versionReads).toBe(2);
    expect((await search('/api/vehicles/search?make=Audi&bodyType=SUV')).versionReads).toBe(2);
    // A price bound that leaves listings out: the held listings cannot total it, the kept counts do, under the
    // version of all listings read once.
    expect((await search('/api/vehicles/search?make=Audi&maxPrice=1001')).versionReads).toBe(2);
    // A filter the held listings cannot apply: the make's version alone, and the kept counts.
    expect((await search('/api/vehicles/search?make=Audi&minMileage=5')).versionReads).toBe(1);

    await createListing(server.payload, sellerId, { make: 'Audi', model: 'A4', price: 31000, status: 'approved' });
    expect((await search('/api/vehicles/search?make=Audi&maxPrice=777001')).total).toBe(first.total + 1);
  });

  it('answer a repeated search with the same JSON as the first time', async () => {
    const first = await fetch(`${server.baseUrl}/api/vehicles/search?make=Audi&sortBy=price_asc`);
    const second = await fetch(`${server.baseUrl}/api/vehicles/search?make=Audi&sortBy=price_asc`);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await second.text()).toBe(await first.text());
  });
});

describe('cached answers about one make', () => {
  it('survive changes buyers cannot see: a pending listing, its edits, an update of nothing, the same values again', async () => {
    const before = await allVersions();
    // A make no public listing has: a change to one make's listings may rightly move that make's market values.
    const pending = await createListing(server.payload, sellerId, { make: 'Lotus', model: 'Emira', price: 90000 });
    await server.payload.update({
      collection: 'vehicles',
      id: pending.id,
      data: { price: 29000 },
      overrideAccess: true,
    });
    await sql('update vehicles set price = price + 1 where id = -1');
    await sql('update vehicles set price = price, images = images where id = $1', [listingId]);
    await sql('update vehicles set views = views + 5 where id = $1', [listingId]);
    await sql('delete from vehicles where id = $1', [pending.id]);
    expect(await allVersions()).toBe(before);
  });

  it("survive a change to another make, while answers about every listing and that make's show it", async () => {
    const bmw = await createListing(server.payload, sellerId, {
      make: 'BMW',
      model: 'M3',
      price: 70000,
      status: 'approved',
    });
    const audi = (await listedIn('/api/vehicles/search?make=Audi'))!;
    expect((await visitor.get('/api/vehicles/search?make=BMW')).body.vehicles).toContainEqual(
      expect.objectContaining({ id: bmw.id, views: 0 }),
    );
    expect((await visitor.get('/api/vehicles/search')).body.vehicles).toContainEqual(
      expect.objectContaining({ id: bmw.id, views: 0 }),
    );
    // A view count moves no version: whichever answer is recomputed shows it, a cached one does not.
    await sql('update vehicles set views = 7 where id = $1', [bmw.id]);
    await server.payload.update({ collection: 'vehicles', id: audi.id, data: { price: 95000 }, overrideAccess: true });

    const bmwSearch = (await visitor.get('/api/vehicles/search?make=BMW')).body.vehicles;
    expect(bmwSearch).toContainEqual(expect.objectContaining({ id: bmw.id, views: 0 }));
    expect((await visitor.get('/api/vehicles/search')).body.vehicles).toContainEqual(
      expect.objectContaining({ id: bmw.id, views: 7 }),
    );
    expect(Number((await listedIn('/api/vehicles/search?make=Audi'))!.price)).toBe(95000);
  });

  it('leave both makes fresh when a listing moves from one make to another', async () => {
    const car = await createListing(server.payload, sellerId, {
      make: 'Lancia',
      model: 'Delta',
      price: 40000,
      status: 'approved',
    });
    const ids = async (make: string) =>
      ((await visitor.get(`/api/vehicles/search?make=${make}`)).body.vehicles as { id: number }[]).map((v) => v.id);
    expect(await ids('Lancia')).toContain(car.id);
    expect(await ids('Fiat')).not.toContain(car.id);
    await sql(`update vehicles set make = 'Fiat' where id = $1`, [car.id]);
    expect(await ids('Lancia')).not.toContain(car.id);
    expect(await ids('fiat')).toContain(car.id);
  });
});

describe('the triggers of an UPDATE of many listings', () => {
  it('matches old rows to new ones by id, even on a connection whose first UPDATE changed no row', async () => {
    const cars = await Promise.all(
      ['Dauphine', 'Clio', 'Megane'].map((model) =>
        createListing(server.payload, sellerId, { make: 'Renault', model, price: 20000, status: 'approved' }),
      ),
    );
    // Plans are kept per connection: a new one, whose trigger plan this test makes.
    const connection = new pg.Client({ connectionString: server.env.databaseUrl });
    await connection.connect();
    const plans: string[] = [];
    connection.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await connection.query(`LOAD 'auto_explain'`);
      await connection.query('set auto_explain.log_min_duration = 0');
      await connection.query('set auto_explain.log_nested_statements = on');
      await connection.query('set client_min_messages = log');
      await connection.query('update vehicles set mileage = mileage + 1 where id = -1');
      plans.length = 0;
      await connection.query('update vehicles set mileage = mileage + 1 where id = any($1)', [cars.map((c) => c.id)]);
    } finally {
      await connection.end();
    }
    // Each trigger that pairs them (the versions', the word counts', the listing changes' log, ...).
    const joins = plans.filter((plan) => /JOIN "(old|new)_rows"/.test(plan));
    expect(joins.length).toBeGreaterThan(1);
    // A nested loop compares every old row with every new one: minutes for the refresh's 17,690 rows of one make.
    for (const join of joins) expect(join).toMatch(/(Hash|Merge) Cond: \((o\.id = n\.id|n\.id = o\.id)\)/);
  });
});
