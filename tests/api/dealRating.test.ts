/**
 * Deal ratings on a crafted set of Honda Accords whose medians are worked out by hand: rated against the approved
 * listings of the same model, year within one and mileage within the band, only with at least 5 of them, and
 * re-rated when a listing is approved, edited, sold or deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealSummary } from '../../contract/deals.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
const ids: Record<string, number> = {};

const accord = {
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  bodyType: 'sedan',
  fuelType: 'gasoline',
  transmission: 'cvt',
  drivetrain: 'fwd',
};

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = (await createAccount(server.payload, 'user', 'seller')).id;
  const add = async (name: string, data: Record<string, unknown>, status = 'approved') => {
    ids[name] = (await createListing(server.payload, seller, { ...accord, ...data, status })).id;
  };
  // T and C1-C6: one segment (2019-2020, 27,000 to 33,000 miles); made one by one, so the hooks rate as they go.
  await add('T', { year: 2020, mileage: 30_000, price: 18_000 });
  await add('C1', { year: 2020, mileage: 27_000, price: 20_000 });
  await add('C2', { year: 2019, mileage: 32_000, price: 21_000 });
  await add('C3', { year: 2020, mileage: 29_000, price: 22_000 });
  await add('C4', { year: 2020, mileage: 33_000, price: 23_000 });
  await add('C5', { year: 2020, mileage: 30_000, price: 24_000, make: 'honda' });
  await add('C6', { year: 2020, mileage: 31_000, price: 25_000 });
  // Not comparable to T: two years newer; 70,000 miles more; another model; not public.
  await add('newer', { year: 2022, mileage: 30_000, price: 5_000 });
  await add('worn', { year: 2020, mileage: 100_000, price: 10_000 });
  await add('civic', { model: 'Civic', year: 2020, mileage: 30_000, price: 6_000 });
  await add('pending', { year: 2020, mileage: 30_000, price: 19_000 }, 'pending');
});
afterAll(() => server?.close());

async function dealOf(name: string) {
  const response = await visitor.get(`/api/vehicles/${ids[name]}`);
  expect(response.status).toBe(200);
  return response.body.deal;
}

describe('deal rating', () => {
  it('rates against the median of the similar approved listings, with the figures behind it', async () => {
    // T's comparables: C1-C6 (20,000 to 25,000): median 22,500; 18,000 is 80 % of it.
    const deal = await dealOf('T');
    expect(deal).toEqual({ rating: 'great', median: 22_500, comparables: 6, belowMedian: 4_500 });
    expect(dealSummary(deal)).toBe('$4,500 below the median of 6 similar listings');
    // C2 (2019, 21,000) against the 2020 cars: 18,000 and 20,000-25,000 but itself: median 22,500, 93 %: good.
    expect(await dealOf('C2')).toMatchObject({ rating: 'good', median: 22_500, comparables: 6 });
    // C3 (22,000): median of 18, 20, 21, 23, 24, 25 thousand is 22,000: fair, at the median.
    expect(await dealOf('C3')).toMatchObject({ rating: 'fair', median: 22_000, belowMedian: 0 });
    // C6 (25,000): median 21,500, 116 %: high.
    expect(await dealOf('C6')).toEqual({ rating: 'high', median: 21_500, comparables: 6, belowMedian: -3_500 });
    expect(dealSummary(await dealOf('C6'))).toBe('$3,500 above the median of 6 similar listings');
  });

  it('gives no rating with fewer than 5 similar listings', async () => {
    expect(await dealOf('civic')).toBeNull();
    expect(await dealOf('worn')).toBeNull();
    // The 2022 car has no other within a year.
    expect(await dealOf('newer')).toBeNull();
  });

  it('shows in search results and filters by rating', async () => {
    const result = (await visitor.get('/api/vehicles/search?make=Honda&model=Accord&sortBy=price_asc')).body;
    const t = result.vehicles.find((vehicle: { id: number }) => vehicle.id === ids.T);
    expect(t.deal).toMatchObject({ rating: 'great', comparables: 6 });
    const rated = async (query: string) =>
      ((await visitor.get(`/api/vehicles/search?${query}`)).body.vehicles as { id: number }[])
        .map((vehicle) => vehicle.id)
        .sort();
    const great = await rated('dealRating=great');
    expect(great).toContain(ids.T);
    expect(great).not.toContain(ids.C6);
    expect(await rated('dealRating=high')).toContain(ids.C6);
    expect((await rated('dealRating=great,good')).length).toBeGreaterThan(great.length);
    const refused = await visitor.get('/api/vehicles/search?dealRating=steal');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      path: 'dealRating.0',
      message: 'dealRating must be one of: great, good, fair, high',
    });
  });

  it('follows approvals, edits, sales and deletions of similar listings', async () => {
    const update = (name: string, data: Record<string, unknown>) =>
      server.payload.update({ collection: 'vehicles', id: ids[name], data, overrideAccess: true });

    // The pending 19,000 car approved: 7 comparables, median 22,000.
    await update('pending', { status: 'approved' });
    expect(await dealOf('T')).toMatchObject({ median: 22_000, comparables: 7, belowMedian: 4_000 });
    expect(await dealOf('pending')).toMatchObject({ rating: 'great', comparables: 7 });

    // C6 repriced to 30,000: against 18-24 thousand, median 21,000; T's median stays 22,000.
    await update('C6', { price: 30_000 });
    expect(await dealOf('C6')).toMatchObject({ rating: 'high', median: 21_000, belowMedian: -9_000 });
    expect(await dealOf('T')).toMatchObject({ median: 22_000, comparables: 7 });

    // Sold and deleted listings stop counting: back to 5, then 4 (no rating).
    await update('C4', { status: 'sold' });
    expect(await dealOf('C4')).toBeNull();
    await server.payload.delete({ collection: 'vehicles', id: ids.C5, overrideAccess: true });
    expect(await dealOf('T')).toMatchObject({ comparables: 5 });
    await update('C3', { model: 'Civic' });
    expect(await dealOf('T')).toBeNull();
  });
});
