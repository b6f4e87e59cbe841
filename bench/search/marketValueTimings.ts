/**
 * Child process of the benchmark (search.ts starts it): times the market value refresh on the benchmark database
 * through the server's own functions. Every value is cleared and the full refresh re-estimates the slopes and writes
 * them all (the first start after the migration); run again after a vacuum, it writes what changed (the hourly
 * housekeeping); then single listings of the largest model are repriced, each in a transaction rolled back after,
 * and the refresh a change runs in its hook is timed; so is the price guidance of a described car. The dead rows it
 * leaves are cleared by bench:search's compaction before it searches (compactListings in dataset.ts).
 * Env: BENCH_DATABASE_URL, BENCH_DATA_DIR.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, initTransaction, killTransaction } from 'payload';
import {
  refreshAllMarketValues,
  refreshMarketValuesAround,
  type ValuedListing,
} from '../../cms/payload/collections/Vehicles/marketValues.ts';
import { marketValueOfCar, type DescribedCar } from '../../cms/payload/collections/Vehicles/marketValueOfCar.ts';
import { stopPayload } from '../../cms/payload/start.ts';
import { runSql, runSqlInRequest } from '../../cms/platform/db/sql.ts';
import { migratedPayload } from './benchPayload.ts';
import { marketValueLines, type MarketValueTimings } from './report.ts';

const REPRICED = 7;
const GUIDANCE_REPEATS = 20;

const payload = await migratedPayload(process.env.BENCH_DATABASE_URL!, process.env.BENCH_DATA_DIR!);
const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

try {
  await runSql(
    payload,
    sql`update vehicles set deal_rating = null, market_value = null, market_value_low = null, market_value_high = null,
          market_value_comparables = null, market_value_basis = null
        where market_value_basis is not null`,
  );
  await runSql(payload, sql`delete from market_value_slopes`);
  await runSql(payload, sql`vacuum analyze vehicles`);
  const cold = await timed(() => refreshAllMarketValues(payload));
  // As autovacuum would have by the next hourly run: the rewrite left a dead row version behind each live one.
  await runSql(payload, sql`vacuum analyze vehicles`);
  const steady = await timed(() => refreshAllMarketValues(payload));

  const [largest] = await runSql<{ make: string; model: string; listings: number }>(
    payload,
    sql`select min(make) as make, min(model) as model, count(*)::int as listings from vehicles
         where status = 'approved' group by lower(make), lower(model) order by count(*) desc limit 1`,
  );
  const repriced = await runSql<ValuedListing & { bodyType: string | null }>(
    payload,
    sql`select id, make, model, body_type::text as "bodyType" from vehicles
         where status = 'approved' and lower(make) = lower(${largest.make}) and lower(model) = lower(${largest.model})
         order by id limit ${REPRICED}`,
  );
  const single: { ms: number; written: number }[] = [];
  for (const listing of repriced) {
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    try {
      await runSqlInRequest(req, sql`update vehicles set price = round(price * 0.8) where id = ${listing.id}`);
      const { ms, result } = await timed(() => refreshMarketValuesAround(req, [listing]));
      single.push({ ms, written: result.written });
    } finally {
      await killTransaction(req);
    }
  }
  // A seller describing a car of the largest model (its own level), and one of a model too small for its own (the
  // make and body type's): the first call on this connection's plan cache, then repeats.
  const [small] = await runSql<{ make: string; model: string; bodyType: string | null }>(
    payload,
    sql`select min(make) as make, min(model) as model, min(body_type::text) as "bodyType" from vehicles
         where status = 'approved' group by lower(make), lower(model) having count(*) < 3 limit 1`,
  );
  const guidance: MarketValueTimings['guidance'] = [];
  for (const described of [
    { make: largest.make, model: largest.model, bodyType: repriced[0]?.bodyType },
    ...(small ? [small] : []),
  ]) {
    const car: DescribedCar = { ...described, year: 2019, mileage: 42_000 };
    const first = await timed(() => marketValueOfCar(payload, car));
    const repeatedMs: number[] = [];
    for (let run = 0; run < GUIDANCE_REPEATS; run++)
      repeatedMs.push((await timed(() => marketValueOfCar(payload, { ...car, mileage: car.mileage + run }))).ms);
    guidance.push({
      car: `2019 ${car.make} ${car.model}`,
      basis: first.result.marketValue === null ? 'too few similar' : `from its ${first.result.basis}`,
      firstMs: first.ms,
      repeatedMs,
    });
  }
  const bases = await runSql<{ basis: string | null; listings: number }>(
    payload,
    sql`select market_value_basis::text as basis, count(*)::int as listings from vehicles
         where status = 'approved' group by 1 order by 1`,
  );
  const timings: MarketValueTimings = {
    approved: bases.reduce((sum, row) => sum + row.listings, 0),
    bases: Object.fromEntries(bases.map((row) => [row.basis ?? 'none', row.listings])),
    cold: { ms: cold.ms, written: cold.result },
    steady: { ms: steady.ms, written: steady.result },
    largestModel: `${largest.make} ${largest.model}`,
    largestModelListings: largest.listings,
    single,
    guidance,
  };
  console.log(marketValueLines(timings));
} finally {
  await stopPayload(payload);
}
process.exit(0);
