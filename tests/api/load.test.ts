/**
 * 10 s of mixed traffic at concurrency 64 (the 60 s run is `npm run bench:load`): searches, details, enquiries,
 * listing creates and edits by signed-in sellers. No call fails and none answers 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareActors, type Actors } from '../../bench/load/actors.ts';
import { uniqueVin } from '../../bench/load/listings.ts';
import type { Mix } from '../../bench/load/mix.ts';
import { formatReport } from '../../bench/load/report.ts';
import { runTraffic } from '../../bench/load/traffic.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let actors: Actors;

/** Far more writes than a marketplace makes (bench/load/mix.ts has 2 %): every kind is made many times in 10 s. */
const WRITE_HEAVY: Mix = [
  ['search', 0.4],
  ['details', 0.3],
  ['contact', 0.1],
  ['create', 0.1],
  ['edit', 0.1],
];

beforeAll(async () => {
  // As behind a load balancer: each visitor's own address comes in X-Forwarded-For.
  server = await startTestServer({ TRUST_PROXY: 'loopback' });
  const dealer = await createAccount(server.payload, 'user', 'dealer');
  const publicIds: number[] = [];
  for (let index = 0; index < 40; index++) {
    const year = 2010 + (index % 14);
    publicIds.push(
      (
        await createListing(server.payload, dealer.id, {
          status: 'approved',
          year,
          price: 12_000 + index * 1_500,
          vin: uniqueVin(),
        })
      ).id,
    );
  }
  actors = await prepareActors({ baseUrl: server.baseUrl, origin: server.baseUrl }, 24, publicIds);
});

afterAll(async () => {
  await server?.close();
});

describe('mixed load', () => {
  it('serves 10 s at concurrency 64 with no error and no 5xx', async () => {
    const report = await runTraffic({ baseUrl: server.baseUrl, origin: server.baseUrl }, actors, {
      concurrency: 64,
      durationMs: 10_000,
      mix: WRITE_HEAVY,
    });
    console.log(formatReport(report));
    expect(report.failures).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.serverErrors).toBe(0);
    for (const figures of Object.values(report.byKind)) expect(figures.count).toBeGreaterThan(0);
    // Every create and edit landed: the sellers' listings are all there.
    const ids = actors.sellers.flatMap((seller) => seller.listingIds);
    const stored = await server.payload.count({
      collection: 'vehicles',
      where: { id: { in: ids } },
      overrideAccess: true,
    });
    expect(stored.totalDocs).toBe(ids.length);
  }, 120_000);
});
