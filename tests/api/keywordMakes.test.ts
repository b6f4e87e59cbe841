/**
 * A keyword that names a make is searched as that make only while no other public listing's text has the word: the
 * answers equal the keyword's own (counted by hand), with sold cars too, after another make's description starts
 * using the word, and when a term besides the make stays a keyword.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParamsSchema } from '../../contract/search.ts';
import { keywordAsMake } from '../../cms/domain/search/keywordMakes.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let sellerId: number;
/** Newest first, as a search orders them. */
const porsches: number[] = [];
let soldPorsche: number;

const asMake = (query: string) =>
  keywordAsMake(server.payload, searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query))));

async function found(query: string) {
  const response = await visitor.get(`/api/vehicles/search?${query}`);
  expect(response.status).toBe(200);
  const body = response.body as { vehicles: { id: number }[]; total: number };
  return { ids: body.vehicles.map((vehicle) => vehicle.id), total: body.total };
}

/** A new listing whose description is `description`: its id. */
async function listingSaying(description: string, listing: { make: string; model: string; status: string }) {
  return (await createListing(server.payload, sellerId, { ...listing, description })).id;
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  sellerId = (await createAccount(server.payload, 'user', 'seller')).id;
  soldPorsche = (await createListing(server.payload, sellerId, { make: 'Porsche', model: 'Cayman', status: 'sold' }))
    .id;
  for (const model of ['911', 'Macan', 'Taycan']) {
    porsches.unshift(
      (await createListing(server.payload, sellerId, { make: 'Porsche', model, status: 'approved' })).id,
    );
  }
  await createListing(server.payload, sellerId, { make: 'BMW', model: 'M3', status: 'approved' });
  await createListing(server.payload, sellerId, {
    make: 'Mercedes-Benz',
    model: 'SL-Class',
    status: 'approved',
    description: 'Hardtop included.',
  });
}, 120_000);
afterAll(() => server?.close());

describe('a keyword that names a make', () => {
  it("is searched as the make while only the make's listings have the word, typo or not", async () => {
    expect(await asMake('query=Porshe')).toMatchObject({ make: 'Porsche', query: undefined });
    expect(await found('query=Porshe')).toEqual({ ids: porsches, total: 3 });
    expect(await found('query=porsche&maxPrice=70000&page=1&limit=2')).toEqual({ ids: porsches.slice(0, 2), total: 3 });
    // Both words of a hyphenated make name it; a term of the description stays a keyword.
    expect(await asMake('query=mercedes benz')).toMatchObject({ make: 'Mercedes-Benz', query: undefined });
    expect(await asMake('query=porsche garage')).toMatchObject({ make: 'Porsche', query: 'garage' });
    expect(await found('query=porsche hardtop')).toEqual({ ids: [], total: 0 });
    // Two makes, or a make chosen already, leave the keyword as it is.
    expect(await asMake('query=porsche bmw')).toBeUndefined();
    expect(await asMake('query=porsche&make=BMW')).toBeUndefined();
    expect(await found('query=porsche&make=BMW')).toEqual({ ids: [], total: 0 });
  });

  it('counts sold cars only when they are asked for', async () => {
    expect(await asMake('query=porsche&includeSold=true')).toMatchObject({ make: 'Porsche' });
    const oldestFirst = 'query=porsche&includeSold=true&sortBy=created_asc';
    expect(await found(oldestFirst)).toEqual({ ids: [soldPorsche, ...porsches.toReversed()], total: 4 });
    const soldAudi = await listingSaying('Faster than a Porsche.', { make: 'Audi', model: 'TT', status: 'sold' });
    expect(await asMake('query=porsche')).toMatchObject({ make: 'Porsche' });
    expect(await asMake('query=porsche&includeSold=true')).toBeUndefined();
    expect(await found(oldestFirst)).toEqual({ ids: [soldPorsche, ...porsches.toReversed(), soldAudi], total: 5 });
  });

  it("stays a keyword once another make's listing uses the word", async () => {
    const bmw = await listingSaying('Porsche brake calipers.', { make: 'BMW', model: 'M4', status: 'approved' });
    expect(await asMake('query=Porshe')).toBeUndefined();
    expect(await found('query=Porshe')).toEqual({ ids: [bmw, ...porsches], total: 4 });
    expect(await asMake('query=bmw')).toMatchObject({ make: 'BMW' });
  });
});
