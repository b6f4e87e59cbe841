/**
 * GET /api/vehicles/market-value, the listing form's price guidance, on a crafted set of Hondas: a described car is
 * valued as an approved listing of it would be, the expected figures worked out in plain TypeScript
 * (tests/helpers/marketValueModel.ts): from its model, else from its make and body class, else not at all; the
 * seller's own listing left out when they name it, someone else's not; signed in only, bad input refused, limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastListingYear } from '../../contract/catalog/listingOptions.ts';
import { refreshAllMarketValues } from '../../cms/payload/collections/Vehicles/marketValues.ts';
import { marketValueLimits } from '../../cms/http/security/marketValueLimits.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import {
  expectedSlopes,
  expectedValue,
  prior,
  type Car,
  type Slopes,
  type ValuedCar,
} from '../helpers/marketValueModel.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

const accord = { make: 'Honda', model: 'Accord', bodyType: 'sedan', status: 'approved' };
/** Listed by another seller. */
const theirs: Record<string, Car> = {
  A1: { ...accord, year: 2021, mileage: 22_000, price: 24_500 },
  A2: { ...accord, year: 2019, mileage: 41_000, price: 19_800 },
  A3: { ...accord, year: 2020, mileage: 35_000, price: 21_900 },
  A4: { ...accord, year: 2022, mileage: 12_000, price: 27_400 },
  A5: { ...accord, make: 'honda', model: 'ACCORD', year: 2018, mileage: 55_000, price: 17_600 },
  pending: { ...accord, year: 2020, mileage: 30_000, price: 9_000, status: 'pending' },
  civic: { ...accord, model: 'Civic', year: 2020, mileage: 30_000, price: 20_000 },
  insight: { ...accord, model: 'Insight', bodyType: '4-door-sedan', year: 2021, mileage: 20_000, price: 23_000 },
  pilot: { ...accord, model: 'Pilot', bodyType: 'suv', year: 2021, mileage: 25_000, price: 35_000 },
};
/** The seller's own live Accord, priced high: valued against itself, the guidance would follow its price. */
const own: Car = { ...accord, year: 2020, mileage: 28_000, price: 34_000 };

const described: ValuedCar = { make: 'Honda', model: 'Accord', bodyType: 'sedan', year: 2020, mileage: 30_000 };

let server: TestServer;
let visitor: ApiClient;
let seller: ApiClient;
let other: ApiClient;
const ids: Record<string, number> = {};

const approvedCars = (leaveOwn = false) => [
  ...Object.values(theirs).filter((car) => car.status === 'approved'),
  ...(leaveOwn ? [] : [own]),
];

const carData = ({ status: _status, ...car }: Car) =>
  listingData({ ...car, trim: 'EX', fuelType: 'gasoline', transmission: 'cvt', drivetrain: 'fwd' });

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const sellerAccount = await createAccount(server.payload, 'user', 'seller');
  const otherAccount = await createAccount(server.payload, 'user', 'other');
  [seller, other] = await Promise.all(
    [sellerAccount, otherAccount].map((account) => signedInClient(server.baseUrl, account)),
  );
  for (const [name, car] of Object.entries(theirs))
    ids[name] = (await createListing(server.payload, otherAccount.id, { ...carData(car), status: car.status })).id;
  ids.own = (await createListing(server.payload, sellerAccount.id, { ...carData(own), status: own.status })).id;
});
afterAll(() => server?.close());

const query = (car: Partial<Record<string, string | number>>) =>
  `/api/vehicles/market-value?${new URLSearchParams(
    Object.entries(car).map(([key, value]) => [key, String(value)]),
  ).toString()}`;

async function guidance(client: ApiClient, car: Partial<Record<string, string | number>>) {
  const response = await client.get(query(car));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The answer the API should give for `car` valued from `cars` under these slopes. */
function expectedAnswer(car: ValuedCar, cars: Car[], slopes: Record<string, Slopes>) {
  const expected = expectedValue(car, cars, slopes);
  if (!expected.basis) return { marketValue: null };
  const { basis, comparables, marketValue, low, high } = expected;
  return { marketValue, low, high, comparables, basis };
}

describe('price guidance', () => {
  it('values a described car from all approved listings of its model, as the refresh values a listing', async () => {
    // No slopes estimated yet: the prior's, as the listings themselves were valued.
    const answer = await guidance(seller, described);
    expect(answer).toEqual(expectedAnswer(described, approvedCars(), { '': prior }));
    expect(answer).toMatchObject({ basis: 'model', comparables: 6 });
    // Makes and models match whatever their case; a number may come with a thousands separator.
    expect(await guidance(seller, { ...described, make: 'HONDA', model: 'accord', mileage: '30,000' })).toEqual(answer);

    const slopes = expectedSlopes(approvedCars());
    await refreshAllMarketValues(server.payload);
    const refreshed = await guidance(seller, described);
    expect(refreshed).toEqual(expectedAnswer(described, approvedCars(), slopes));
    // Without a body type, the market's slopes shift it (as a listing without one).
    const noBodyType = { ...described, bodyType: '' };
    expect(await guidance(seller, noBodyType)).toEqual(expectedAnswer(noBodyType, approvedCars(), slopes));
  });

  it('falls back on the make and body class when the model has too few, and says when there is not enough', async () => {
    const slopes = expectedSlopes(approvedCars());
    const civic = { ...described, model: 'Civic' };
    const answer = await guidance(seller, civic);
    expect(answer).toMatchObject({ basis: 'segment', comparables: 8 });
    expect(answer).toEqual(expectedAnswer(civic, approvedCars(), slopes));
    // A '4-door-sedan' is a sedan.
    expect(await guidance(seller, { ...civic, bodyType: '4-door-sedan' })).toEqual(answer);

    expect(await guidance(seller, { ...described, model: 'Pilot', bodyType: 'suv' })).toEqual({ marketValue: null });
    expect(await guidance(seller, { make: 'Lotus', model: 'Emira', year: 2023, mileage: 5_000 })).toEqual({
      marketValue: null,
    });
  });

  it("leaves out the seller's own listing when they name it, and ignores anyone else's", async () => {
    const slopes = expectedSlopes(approvedCars());
    const withOwn = await guidance(seller, described);
    const withoutOwn = await guidance(seller, { ...described, listingId: ids.own });
    expect(withoutOwn).toEqual(expectedAnswer(described, approvedCars(true), slopes));
    expect(withoutOwn).toMatchObject({ comparables: 5 });
    expect(withoutOwn.marketValue).toBeLessThan(withOwn.marketValue);
    // Someone else's listing, live or not, and one that does not exist: nothing is left out.
    expect(await guidance(other, { ...described, listingId: ids.own })).toEqual(withOwn);
    expect(await guidance(seller, { ...described, listingId: ids.A1 })).toEqual(withOwn);
    expect(await guidance(seller, { ...described, listingId: ids.pending })).toEqual(withOwn);
    expect(await guidance(seller, { ...described, listingId: 2_000_000_000 })).toEqual(withOwn);
  });

  it('answers only the signed in, and refuses bad input with a 400 naming the field', async () => {
    const signedOut = await visitor.get(query(described));
    expect(signedOut.status).toBe(401);
    const refusals: [Partial<Record<string, string | number>>, string][] = [
      [{ ...described, year: 1989 }, 'year'],
      [{ ...described, year: lastListingYear() + 1 }, 'year'],
      [{ ...described, year: 'new' }, 'year'],
      [{ ...described, mileage: -1 }, 'mileage'],
      [{ ...described, mileage: 1.5 }, 'mileage'],
      [{ ...described, mileage: 2_000_001 }, 'mileage'],
      [{ ...described, make: ' ' }, 'make'],
      [{ ...described, model: 'x'.repeat(81) }, 'model'],
      [{ ...described, bodyType: 'spaceship' }, 'bodyType'],
      [{ ...described, listingId: 'abc' }, 'listingId'],
      [{ ...described, listingId: 0 }, 'listingId'],
    ];
    for (const [car, path] of refusals) {
      const response = await seller.get(query(car));
      expect(response.status, `${JSON.stringify(car)}`).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual([path]);
    }
    const { model: _model, ...noModel } = described;
    expect((await seller.get(query(noModel))).status).toBe(400);
    expect((await seller.get(`${query(described)}&year=2019`)).status).toBe(400);
  });

  it('limits each user, with Retry-After, and leaves other users alone', async () => {
    const account = await createAccount(server.payload, 'user', 'script');
    const script = await signedInClient(server.baseUrl, account);
    expect((await script.get(query(described))).status).toBe(200);
    // The window's budget spent at once, as a script asking for every car would.
    const { name, max } = marketValueLimits.perUser;
    await poolOf(server.payload).query('update rate_limits set hits = $2 where key = $1', [
      `${name}:${account.id}`,
      max,
    ]);
    const limited = await script.get(query(described));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await seller.get(query(described))).status).toBe(200);
  });
});
