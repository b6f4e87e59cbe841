/**
 * Totals past EXACT_TOTAL_LIMIT: a search counts its matches exactly up to 10,000 and says '10,000+' beyond, while
 * the filter sidebar's total and counts stay exact. Checked against counts known by hand: 10,000 BMW sedans and one
 * Audi SUV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../contract/searchOptions.ts';
import { ApiClient } from '../helpers/client.ts';
import { copyListing, createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = await createAccount(server.payload, 'user', 'seller');
  const bmw = await createListing(server.payload, seller.id, {
    make: 'BMW',
    model: '330i',
    bodyType: 'sedan',
    status: 'approved',
  });
  await copyListing(server.payload, bmw.id, EXACT_TOTAL_LIMIT - 1);
  await createListing(server.payload, seller.id, { make: 'Audi', model: 'Q7', bodyType: 'suv', status: 'approved' });
}, 120_000);
afterAll(() => server?.close());

const search = async (query: string) => {
  const response = await visitor.get(`/api/vehicles/search?${query}`);
  expect(response.status).toBe(200);
  return response.body as { vehicles: { id: number; make: string }[]; total: number; totalIsLowerBound: boolean };
};

describe('search totals', () => {
  it('counts exactly up to 10,000', async () => {
    expect(await search('make=BMW')).toMatchObject({ total: 10_000, totalIsLowerBound: false });
    expect(await search('make=Audi')).toMatchObject({ total: 1, totalIsLowerBound: false });
  });

  it("says '10,000 or more' past the limit, and pages on past it", async () => {
    expect(await search('')).toMatchObject({ total: 10_000, totalIsLowerBound: true });
    // 10,001 matches: the 334th page of 30 holds the last 11.
    const last = await search('page=334');
    expect(last.vehicles).toHaveLength(11);
    expect(last).toMatchObject({ total: 10_000, totalIsLowerBound: true });
    expect((await search('page=335')).vehicles).toHaveLength(0);
  });

  it("keeps the sidebar's total and counts exact", async () => {
    const response = await visitor.get('/api/vehicles/facets');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(10_001);
    expect(response.body.facets.make).toEqual([
      { value: 'BMW', count: 10_000 },
      { value: 'Audi', count: 1 },
    ]);
    expect(response.body.facets.bodyType).toEqual([
      { value: 'Sedan', count: 10_000 },
      { value: 'SUV', count: 1 },
    ]);
  });

  it('pages and totals a keyword or a place found in one pass with the rows, past the limit too', async () => {
    // Every listing says 'garage kept': the pass keeps 10,001 of 10,002 matches, too many to choose the page among
    // (the newest, found last, would be left out).
    const seller = await createAccount(server.payload, 'user', 'second-seller');
    await createListing(server.payload, seller.id, { make: 'Lexus', status: 'approved' });
    const everyListing = await search('');
    expect(everyListing.vehicles[0]).toMatchObject({ make: 'Lexus' });
    const byKeyword = await search('query=garage');
    expect(byKeyword).toMatchObject({ total: 10_000, totalIsLowerBound: true });
    expect(byKeyword.vehicles.map((vehicle) => vehicle.id)).toEqual(everyListing.vehicles.map((vehicle) => vehicle.id));
    expect((await search('query=garage&page=334')).vehicles).toHaveLength(12);
    // A few matches: the page and the total from the one pass; a page past the last, asked first (before a total is
    // cached for these filters), still knows the total.
    expect(await search('query=garage&make=Audi&page=2')).toMatchObject({ total: 1, vehicles: [] });
    expect(await search('query=garage&make=Audi')).toMatchObject({ total: 1, vehicles: [{ make: 'Audi' }] });
    expect(await search('query=qwertyuiop')).toMatchObject({ total: 0, vehicles: [] });
    const near = await search('location=90210&radius=25&bodyType=SUV&sortBy=distance');
    expect(near).toMatchObject({ total: 1, vehicles: [{ make: 'Audi', distance: 0 }] });
    expect(await search('location=90210&radius=30&bodyType=SUV&page=3')).toMatchObject({ total: 1, vehicles: [] });
  });
});
