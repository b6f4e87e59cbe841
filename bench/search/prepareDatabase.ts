/**
 * Child process of the benchmark (dataset.ts starts it): runs the migrations of the benchmark database through
 * Payload and, unless it already holds N listings of this generator, fills it: N listings inserted in bulk (one
 * multi-row INSERT per 5,000, secondary indexes dropped and rebuilt after), one in ten cut in price, market values for
 * all, VACUUM ANALYZE.
 * Env: BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_N.
 */
import pg from 'pg';
import type { ZipPlace } from '../../cms/platform/geo/zipCodes.ts';
import { stopPayload } from '../../cms/payload/start.ts';
import { refreshAllMarketValues } from '../../cms/payload/collections/Vehicles/marketValues.ts';
import { migratedPayload } from './benchPayload.ts';
import { GENERATOR_VERSION, ListingFactory, listingColumns, randomSource } from './listings.ts';

const BATCH = 5000;
const say = (message: string) => console.log(`[bench] ${message}`);

async function insertListings(client: pg.Client, n: number): Promise<void> {
  const zips = (
    await client.query<ZipPlace>('select zip, city, state, latitude, longitude from zip_codes order by zip')
  ).rows;
  const owner = await client.query<{ id: number }>(
    `insert into users (email, role, first_name, last_name) values ('bench-seller@bench.test', 'user', 'Bench', 'Seller') returning id`,
  );
  const factory = new ListingFactory(randomSource(20261122), zips, owner.rows[0].id);
  const names = listingColumns.map(([name]) => `"${name}"`).join(', ');
  const arrays = listingColumns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const statement = `insert into vehicles (${names}) select * from unnest(${arrays})`;
  for (let start = 0; start < n; start += BATCH) {
    const columns: unknown[][] = listingColumns.map(() => []);
    for (let index = start; index < Math.min(n, start + BATCH); index++) {
      factory.next(index).forEach((value, column) => columns[column].push(value));
    }
    await client.query(statement, columns);
  }
}

/**
 * One approved listing in ten has had its price cut by 2 to 8 %, as sellers do: through the price triggers, which
 * record the cut and the drop; a third of the cuts dated past the recent window, so aged drops are there too.
 */
async function cutPrices(client: pg.Client): Promise<void> {
  await client.query(
    `update vehicles set price = round(price * (1 - (2 + id % 7) / 100.0) / 100) * 100
      where status = 'approved' and id % 10 = 3`,
  );
  await client.query(
    `with old as (
       update vehicles set price_dropped_at = now() - interval '45 days'
        where price_drop is not null and id % 30 = 3 returning id)
     update vehicle_prices p set at = now() - interval '45 days'
       from old where p.vehicle_id = old.id and p.at > now() - interval '1 hour'`,
  );
}

/** Secondary indexes slow a bulk insert several times over: drop them, insert, rebuild each from its definition. */
async function withoutSecondaryIndexes(client: pg.Client, work: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'vehicles' and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  await work();
  await client.query("set maintenance_work_mem = '256MB'");
  for (const index of rows) await client.query(index.definition);
}

async function build(url: string, dataDir: string, n: number): Promise<void> {
  const started = performance.now();
  const payload = await migratedPayload(url, dataDir);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('truncate vehicles, users restart identity cascade');
      await withoutSecondaryIndexes(client, () => insertListings(client, n));
      say(
        `${n.toLocaleString('en-US')} listings inserted with their indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      await cutPrices(client);
      await refreshAllMarketValues(payload);
      await client.query('vacuum analyze vehicles');
      await client.query('create table if not exists bench_dataset (n integer not null, generator integer not null)');
      await client.query('delete from bench_dataset');
      await client.query('insert into bench_dataset values ($1, $2)', [n, GENERATOR_VERSION]);
    } finally {
      await client.end();
    }
  } finally {
    await stopPayload(payload);
  }
  say(
    `database of ${n.toLocaleString('en-US')} listings ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const url = process.env.BENCH_DATABASE_URL!;
const dataDir = process.env.BENCH_DATA_DIR!;
const n = Number(process.env.BENCH_N);
const client = new pg.Client({ connectionString: url });
await client.connect();
const built = await client.query<{ n: number; generator: number }>('select n, generator from bench_dataset').then(
  ({ rows }) => rows[0]?.n === n && rows[0]?.generator === GENERATOR_VERSION,
  () => false,
);
await client.end();
if (built) {
  await stopPayload(await migratedPayload(url, dataDir));
  const analyze = new pg.Client({ connectionString: url });
  await analyze.connect();
  await analyze.query('vacuum analyze');
  await analyze.end();
} else {
  await build(url, dataDir, n);
}
process.exit(0);
