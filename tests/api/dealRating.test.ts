/**
 * Market value and deal rating on a crafted set of Hondas, the expected figures worked out in plain TypeScript
 * (tests/helpers/marketValueModel.ts) from the same numbers (fixed-effects slopes with their prior, leave-one-out
 * levels, pooled spread), not by the server's SQL: six Accords valued from their model, a Civic and an Insight from
 * the Honda sedans, a Pilot with too few similar listings, a pending Accord never counted; then approvals, edits (one
 * held for review), sales and deletions re-value their neighbours, and the Deal rating filter finds the rated cars.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealSummary } from '../../contract/deals.ts';
import { ViewCounter } from '../../cms/domain/vehicles/viewCounter.ts';
import { REVALUE_TASK } from '../../cms/payload/collections/Vehicles/marketValueTask.ts';
import { refreshAllMarketValues } from '../../cms/payload/collections/Vehicles/marketValues.ts';
import { kickJobs } from '../../cms/payload/jobs/runner.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import {
  expectedSlopes as slopesOf,
  expectedValue as valueOf,
  prior,
  type Car,
  type Expected,
  type Slopes,
} from '../helpers/marketValueModel.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

const accord = { make: 'Honda', model: 'Accord', bodyType: 'sedan', status: 'approved' };
const cars: Record<string, Car> = {
  T: { ...accord, year: 2020, mileage: 30_000, price: 18_000 },
  C1: { ...accord, year: 2021, mileage: 22_000, price: 24_500 },
  C2: { ...accord, year: 2019, mileage: 41_000, price: 19_800 },
  C3: { ...accord, year: 2020, mileage: 35_000, price: 21_900 },
  C4: { ...accord, year: 2022, mileage: 12_000, price: 27_400 },
  // Makes and models match whatever their case.
  C5: { ...accord, make: 'honda', model: 'ACCORD', year: 2018, mileage: 55_000, price: 17_600 },
  pending: { ...accord, year: 2020, mileage: 30_000, price: 9_000, status: 'pending' },
  civic: { ...accord, model: 'Civic', year: 2020, mileage: 30_000, price: 20_000 },
  // A '4-door-sedan' is a sedan, as in search.
  insight: { ...accord, model: 'Insight', bodyType: '4-door-sedan', year: 2021, mileage: 20_000, price: 23_000 },
  pilot: { ...accord, model: 'Pilot', bodyType: 'suv', year: 2021, mileage: 25_000, price: 35_000 },
};

// ---- The expected figures, from the crafted numbers (tests/helpers/marketValueModel.ts) ----

const approved = () => Object.entries(cars).filter(([, car]) => car.status === 'approved');

/** The slopes the full refresh should estimate from the approved cars. */
const expectedSlopes = () => slopesOf(approved().map(([, car]) => car));

/** What an approved car should carry under these slopes, valued from the other approved cars. */
function expectedValue(name: string, slopes: Record<string, Slopes>): Expected {
  const others = approved()
    .filter(([otherName]) => otherName !== name)
    .map(([, car]) => car);
  return valueOf(cars[name], others, slopes);
}

// ---- The server ----

let server: TestServer;
let visitor: ApiClient;
let seller: ApiClient;
let admin: ApiClient;
const ids: Record<string, number> = {};
/** The slopes the full refresh estimated, which later changes are valued with. */
let estimated: Record<string, Slopes>;

const carData = (name: string) => {
  const { status: _status, ...car } = cars[name];
  return listingData({ ...car, trim: 'EX', fuelType: 'gasoline', transmission: 'cvt', drivetrain: 'fwd' });
};

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const sellerAccount = await createAccount(server.payload, 'user', 'seller');
  const adminAccount = await createAccount(server.payload, 'admin');
  [seller, admin] = await Promise.all(
    [sellerAccount, adminAccount].map((account) => signedInClient(server.baseUrl, account)),
  );
  // One by one, so the hooks value them as they come (with the prior slopes: none are estimated yet).
  for (const name of Object.keys(cars))
    ids[name] = (
      await createListing(server.payload, sellerAccount.id, { ...carData(name), status: cars[name].status })
    ).id;
});
afterAll(() => server?.close());

async function dealOf(name: string) {
  const response = await visitor.get(`/api/vehicles/${ids[name]}`);
  expect(response.status).toBe(200);
  return response.body.deal;
}

/** Every approved car's deal as the API shows it, against the expected figures. */
async function expectValues(slopes: Record<string, Slopes>) {
  for (const [name, car] of approved()) {
    const expected = expectedValue(name, slopes);
    const deal = await dealOf(name);
    if (!expected.basis) {
      expect(deal, name).toEqual({ rating: null });
      continue;
    }
    expect(deal, name).toEqual({
      rating: expected.rating,
      marketValue: expected.marketValue,
      low: expected.low,
      high: expected.high,
      comparables: expected.comparables,
      basis: expected.basis,
      belowValue: expected.marketValue! - car.price,
    });
  }
}

/** Re-valuations queued by changes that found rows held (by the flush of this file's reads): waiting or retrying. */
async function queuedRevaluations(): Promise<number> {
  const { rows } = await poolOf(server.payload).query<{ queued: number }>(
    'select count(*)::int as queued from payload_jobs where task_slug = $1 and completed_at is null',
    [REVALUE_TASK],
  );
  return rows[0].queued;
}

/** Resolves once the re-valuations queued so far have run (the runner is asked at once, not at its next poll). */
async function revaluationsDone(): Promise<void> {
  for (const until = Date.now() + 30_000; (await queuedRevaluations()) > 0;) {
    if (Date.now() > until) throw new Error('Queued re-valuations did not run within 30 s');
    kickJobs(server.payload);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const update = async (name: string, data: Record<string, unknown>) => {
  const doc = await server.payload.update({ collection: 'vehicles', id: ids[name], data, overrideAccess: true });
  await revaluationsDone();
  return doc;
};

describe('market value', () => {
  it('values each approved car from the other listings of its model, else its make and body type, else not at all', async () => {
    const slopes = { '': prior };
    // The crafted set is what the cases need: T is cheap for an Accord, the Civic valued from the Honda sedans.
    expect(expectedValue('T', slopes)).toMatchObject({ basis: 'model', comparables: 5, rating: 'great' });
    expect(expectedValue('civic', slopes)).toMatchObject({ basis: 'segment', comparables: 7 });
    expect(expectedValue('insight', slopes)).toMatchObject({ basis: 'segment', comparables: 7 });
    expect(expectedValue('pilot', slopes)).toEqual({ basis: null });
    await expectValues(slopes);
    // Not approved: no value and no sentence; never counted (the $9,000 Accord would pull every Accord down).
    expect((await seller.get(`/api/vehicles/${ids.pending}`)).body).toMatchObject({ status: 'pending', deal: null });
  });

  it('re-estimates the slopes from the variation within models and re-values every car, writing only what changes', async () => {
    const slopes = (estimated = expectedSlopes());
    const written = await refreshAllMarketValues(server.payload);
    expect(written).toBeGreaterThan(0);
    const stored = (
      await poolOf(server.payload).query<{ body_class: string; per_year: number; per_10k_miles: number }>(
        'select body_class, per_year, per_10k_miles from market_value_slopes order by body_class',
      )
    ).rows;
    expect(stored.map((row) => row.body_class).sort()).toEqual(['', 'SUV', 'Sedan']);
    for (const row of stored) {
      expect(row.per_year, row.body_class).toBeCloseTo(slopes[row.body_class].perYear, 10);
      expect(row.per_10k_miles, row.body_class).toBeCloseTo(slopes[row.body_class].per10kMiles, 10);
    }
    // The Accords' own variation moves the sedans' slopes off the prior.
    expect(slopes.Sedan.perYear).not.toBeCloseTo(prior.perYear, 3);
    await expectValues(slopes);
    expect(await refreshAllMarketValues(server.payload)).toBe(0);
  });

  it('explains the rating from the market value, and the filter finds the rated cars', async () => {
    const t = await dealOf('T');
    expect(t.rating).toBe('great');
    expect(dealSummary(t, cars.T)).toMatch(/^\$[\d,]+ below our market value of \$[\d,]+, from 5 similar listings$/);
    expect(dealSummary(await dealOf('civic'), cars.civic)).toMatch(
      / our market value of \$[\d,]+, from 7 similar Honda sedans$/,
    );
    const rated = async (query: string) =>
      ((await visitor.get(`/api/vehicles/search?${query}`)).body.vehicles as { id: number; deal: unknown }[]).map(
        (vehicle) => vehicle.id,
      );
    const great = await rated('dealRating=great');
    expect(great).toContain(ids.T);
    for (const rating of ['great', 'good', 'fair', 'high'] as const) {
      const found = await rated(`dealRating=${rating}`);
      for (const [name] of approved())
        expect(found.includes(ids[name]), `${name} ${rating}`).toBe((await dealOf(name))?.rating === rating);
    }
    const search = (await visitor.get('/api/vehicles/search?make=Honda&model=Accord')).body.vehicles;
    expect(search.find((vehicle: { id: number }) => vehicle.id === ids.T).deal).toEqual(t);
    expect((await rated('dealRating=great,good,fair,high')).sort()).not.toContain(ids.pilot);
    const refused = await visitor.get('/api/vehicles/search?dealRating=steal');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      path: 'dealRating.0',
      message: 'dealRating must be one of: great, good, fair, high',
    });
  });

  it("shows the seller their live listing's value, and none for an edit under review until it is live", async () => {
    const own = async (name: string) =>
      ((await seller.get('/api/user/vehicles')).body as { id: number; deal: unknown }[]).find(
        (vehicle) => vehicle.id === ids[name],
      )!.deal;
    const before = await dealOf('C5');
    expect(await own('C5')).toEqual(before);
    expect(await own('pending')).toBeNull();

    const held = await seller.put(`/api/vehicles/${ids.C5}`, { ...carData('C5'), price: 15_000 });
    expect(held.status).toBe(200);
    expect(held.body.changeReview).toMatchObject({ state: 'pending' });
    expect(await own('C5')).toBeNull();
    expect(await dealOf('C5')).toEqual(before);

    // Approved, the price is live: its own value stays (it never counts itself), its rating and difference move.
    expect((await admin.patch(`/api/admin/vehicles/${ids.C5}/status`, { status: 'approved' })).status).toBe(200);
    cars.C5.price = 15_000;
    const after = await dealOf('C5');
    expect(after).toMatchObject({ marketValue: before.marketValue, belowValue: before.marketValue - 15_000 });
    await expectValues(estimated);
  });

  it('follows approvals, edits, sales and deletions, falling back to the segment when the model thins out', async () => {
    const slopes = estimated;
    await update('pending', { status: 'approved' });
    cars.pending.status = 'approved';
    expect(await dealOf('T')).toMatchObject({ basis: 'model', comparables: 6 });
    await expectValues(slopes);

    await update('C3', { price: 30_000, mileage: 20_000 });
    Object.assign(cars.C3, { price: 30_000, mileage: 20_000 });
    await expectValues(slopes);

    await update('C4', { status: 'sold' });
    cars.C4.status = 'sold';
    expect(await dealOf('C4')).toBeNull();
    await server.payload.delete({ collection: 'vehicles', id: ids.C1, overrideAccess: true });
    await revaluationsDone();
    delete cars.C1;
    await update('C2', { model: 'Civic' });
    cars.C2.model = 'Civic';
    await expectValues(slopes);
    expect(await dealOf('T')).toMatchObject({ basis: 'model', comparables: 3 });
    expect(await dealOf('civic')).toMatchObject({ basis: 'segment' });

    // An Accord moved to the SUVs: two Accords left beside T, so T is valued from the Honda sedans.
    await update('pending', { bodyType: 'suv', model: 'Pilot' });
    Object.assign(cars.pending, { bodyType: 'suv', model: 'Pilot' });
    await expectValues(slopes);
    expect(await dealOf('T')).toMatchObject({ basis: 'segment', comparables: 5 });
    expect(await dealOf('pilot')).toEqual({ rating: null });
  });

  it('re-values a neighbour a views flush held at that moment, once the change has committed', async () => {
    // A flush held just before its commit, the Civic's row locked by it: the edit comes in then.
    let reachedCommit!: () => void;
    const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const pool = poolOf(server.payload);
    const heldAtCommit = {
      connect: async () => {
        const client = await pool.connect();
        const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
        return Object.assign(Object.create(client) as pg.PoolClient, {
          query: async (text: string, values?: unknown[]) => {
            if (text === 'commit') {
              reachedCommit();
              await committing;
            }
            return query(text, values);
          },
        });
      },
    } as unknown as pg.Pool;
    const counter = new ViewCounter(
      heldAtCommit,
      { warn: () => undefined },
      { flushEveryMs: 60_000, flushAt: 1_000, maxPending: 10 },
    );
    counter.record(ids.civic, 'someone');
    const flushed = counter.flush();
    await atCommit;

    // T's price moves the Honda sedans' level, which the Civic is valued from; the edit skips the held Civic.
    await server.payload.update({ collection: 'vehicles', id: ids.T, data: { price: 16_500 }, overrideAccess: true });
    cars.T.price = 16_500;
    // It waited for nothing the flush holds: it skipped the Civic, and queued the re-valuation of its groups.
    expect(await queuedRevaluations()).toBe(1);
    commit();
    expect(await flushed).toBe(1);
    await counter.close();
    await revaluationsDone();
    await expectValues(estimated);
  });

  it('counts a large model\'s comparables to 2 significant figures, and says "about"', async () => {
    const owner = (await createAccount(server.payload, 'user', 'fleet')).id;
    let last = 0;
    for (let index = 0; index < 112; index++)
      last = (
        await createListing(server.payload, owner, {
          ...carData('T'),
          make: 'Toyota',
          model: 'Corolla',
          mileage: 20_000 + index * 500,
          price: 15_000 + (index % 7) * 400,
          status: 'approved',
        })
      ).id;
    const deal = (await visitor.get(`/api/vehicles/${last}`)).body.deal;
    // 111 others: 110 to 2 significant figures.
    expect(deal).toMatchObject({ basis: 'model', comparables: 110 });
    expect(dealSummary(deal, { make: 'Toyota', bodyType: 'sedan' })).toMatch(/, from about 110 similar listings$/);
  });
});
