/**
 * The benchmark's own database per N, never the dev one: an embedded PostgreSQL in .data/bench-search-<N>, or a
 * database bench_search_<N> on the server DATABASE_URL points at. Built once (migrations, N listings inserted in
 * bulk with the secondary indexes dropped and rebuilt after, deal ratings, ANALYZE) and reused by later runs;
 * --fresh rebuilds it.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readEnv } from '../../cms/config/env.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../cms/db/embedded.ts';
import { migrations } from '../../cms/db/migrations/index.ts';
import { startPayload, stopPayload } from '../../cms/payload.ts';
import { refreshAllDealRatings } from '../../cms/search/dealRatings.ts';
import type { ZipPlace } from '../../cms/geo/zipCodes.ts';
import { ListingFactory, listingColumns, randomSource } from './listings.ts';

/** Bump when the generated data changes, so cached databases are rebuilt. */
const GENERATOR_VERSION = 1;
const BATCH = 5000;

export interface BenchDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const say = (message: string) => console.log(`[bench] ${message}`);

function databaseOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openDatabase(root: string, n: number, fresh: boolean): Promise<BenchDatabase> {
  const dataDir = path.join(root, '.data', `bench-search-${n}`);
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `bench_search_${n}`;
    if (new URL(external).pathname === `/${name}`) throw new Error('DATABASE_URL must name another database than the benchmark\'s');
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    if (fresh) await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
    await admin.end();
    await ensureDatabase(external, name);
    return { url: databaseOn(external, name), dataDir, stop: async () => undefined };
  }
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres(dataDir, say);
  await ensureDatabase(embedded.adminUrl, 'bench');
  return { url: embedded.urlFor('bench'), dataDir, stop: () => embedded.stop() };
}

async function isBuilt(client: pg.Client, n: number): Promise<boolean> {
  const { rows } = await client.query<{ n: number; generator: number }>(
    `select n, generator from bench_dataset where exists (select 1 from pg_tables where tablename = 'bench_dataset')`,
  ).catch(() => ({ rows: [] as { n: number; generator: number }[] }));
  return rows[0]?.n === n && rows[0]?.generator === GENERATOR_VERSION;
}

async function insertListings(client: pg.Client, n: number): Promise<void> {
  const zips = (await client.query<ZipPlace>('select zip, city, state, latitude, longitude from zip_codes order by zip')).rows;
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

/** Secondary indexes slow a bulk insert several times over: drop them, insert, rebuild each from its definition. */
async function withoutSecondaryIndexes(client: pg.Client, work: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'vehicles' and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of rows) await client.query(`drop index "${index.name}"`);
  await work();
  await client.query('set maintenance_work_mem = \'256MB\'');
  for (const index of rows) await client.query(index.definition);
}

/** Payload on the benchmark database, its migrations run. */
function migratedPayload(url: string, dataDir: string) {
  const env = readEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  return startPayload(env, url);
}

/** A database built before a new migration: run it, and refresh the planner's statistics. */
async function migrateBuilt(client: pg.Client, url: string, dataDir: string): Promise<void> {
  const { rows } = await client.query<{ name: string }>('select name from payload_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  if (!pending.length) return;
  say(`running ${pending.length} new migration(s): ${pending.map((migration) => migration.name).join(', ')}`);
  await stopPayload(await migratedPayload(url, dataDir));
  await client.query('vacuum analyze');
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
      say(`${n.toLocaleString('en-US')} listings inserted with their indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await refreshAllDealRatings(payload);
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
  say(`database of ${n.toLocaleString('en-US')} listings ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The database of N listings, built unless a previous run left it ready. */
export async function benchDatabase(root: string, n: number, fresh: boolean): Promise<BenchDatabase> {
  const database = await openDatabase(root, n, fresh);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const ready = await isBuilt(client, n);
    if (ready) {
      say(`reusing the database of ${n.toLocaleString('en-US')} listings (--fresh rebuilds it)`);
      await migrateBuilt(client, database.url, database.dataDir);
    }
    await client.end();
    if (!ready) await build(database.url, database.dataDir, n);
    return database;
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * Waits until PostgreSQL runs nothing but this check: a query a client gave up on (Payload's REST keyword search
 * outlives autocannon's timeout) would otherwise still load the machine during the next measurement.
 */
export async function untilDatabaseIdle(url: string, maxSeconds = 120): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < maxSeconds * 4; waited++) {
      const { rows } = await client.query<{ busy: number }>(
        `select count(*)::int as busy from pg_stat_activity
          where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      if (rows[0].busy === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
