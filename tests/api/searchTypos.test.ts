/**
 * Typos in a keyword are matched against the words listings use (search_words, kept by triggers): a word a
 * seller adds by editing a listing becomes findable with a typo too, and a visitor's listing page counts views.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCounterOf } from '../../cms/domain/vehicles/viewCounter.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let listingId: number;

async function foundIds(query: string): Promise<number[]> {
  const response = await visitor.get(`/api/vehicles/search?query=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return (response.body as { vehicles: { id: number }[] }).vehicles.map((vehicle) => vehicle.id);
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = await createAccount(server.payload, 'user', 'seller');
  listingId = (
    await createListing(server.payload, seller.id, {
      make: 'Mercedes-Benz',
      model: 'SL-Class',
      status: 'approved',
      description: 'Restored gullwing doors, matching numbers.',
    })
  ).id;
});
afterAll(() => server?.close());

describe('keyword typos', () => {
  it('finds a listing by a misspelt word of its description', async () => {
    expect(await foundIds('gulwing')).toEqual([listingId]);
  });

  it('finds a word added by an edit, misspelt', async () => {
    expect(await foundIds('speedstr')).toEqual([]);
    await server.payload.update({
      collection: 'vehicles',
      id: listingId,
      data: { description: 'Barn find Speedster, one repaint.' },
      overrideAccess: true,
    });
    expect(await foundIds('speedstr')).toEqual([listingId]);
  });
});

describe('a visitor reading a listing', () => {
  it('counts the view and shows no private field', async () => {
    const first = await visitor.get(`/api/vehicles/${listingId}`);
    await viewCounterOf(server.payload).flush();
    const second = await visitor.get(`/api/vehicles/${listingId}`);
    expect(first.status).toBe(200);
    expect((second.body as { views: number }).views).toBe((first.body as { views: number }).views + 1);
    expect(second.body).not.toHaveProperty('contactEmail');
    expect(second.body).not.toHaveProperty('userId');
  });
});
