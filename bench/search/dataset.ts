/**
 * The benchmark's own database per N, never the dev one: an embedded PostgreSQL in .data/bench-search-<N>, or a
 * database bench_search_<N> on the server DATABASE_URL points at. Built once (migrations, N listings inserted in
 * bulk with the secondary indexes dropped and rebuilt after, market values, ANALYZE) and reused by later runs;
 * --fresh rebuilds it.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../../cms/platform/db/embedded.ts';
import { migrations } from '../../cms/platform/db/migrations/index.ts';
import { GENERATOR_VERSION } from './listings.ts';

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
    if (new URL(external).pathname === `/${name}`)
      throw new Error("DATABASE_URL must name another database than the benchmark's");
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
  const { rows } = await client
    .query<{ n: number; generator: number }>(
      `select n, generator from bench_dataset where exists (select 1 from pg_tables where tablename = 'bench_dataset')`,
    )
    .catch(() => ({ rows: [] as { n: number; generator: number }[] }));
  return rows[0]?.n === n && rows[0]?.generator === GENERATOR_VERSION;
}

/** One of the benchmark's scripts on its database, in a child process: Payload keeps one instance per process. */
export function runChild(
  script: string,
  database: BenchDatabase,
  what: string,
  env: Record<string, string> = {},
): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, script)],
    {
      env: { ...process.env, BENCH_DATABASE_URL: database.url, BENCH_DATA_DIR: database.dataDir, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
  });
}

/** Migrations run and listings generated. */
function prepare(database: BenchDatabase, n: number): Promise<void> {
  return runChild('prepareDatabase.ts', database, `preparing the database of ${n} listings`, { BENCH_N: String(n) });
}

async function pendingMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client
    .query<{ name: string }>('select name from payload_migrations')
    .catch(() => ({ rows: [] as { name: string }[] }));
  const applied = new Set(rows.map((row) => row.name));
  return migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
}

/** The database of N listings, built unless a previous run left it ready. */
export async function benchDatabase(root: string, n: number, fresh: boolean): Promise<BenchDatabase> {
  const database = await openDatabase(root, n, fresh);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const ready = await isBuilt(client, n);
    const pending = await pendingMigrations(client);
    await client.end();
    if (ready) say(`reusing the database of ${n.toLocaleString('en-US')} listings (--fresh rebuilds it)`);
    if (ready && pending.length) say(`running ${pending.length} new migration(s): ${pending.join(', ')}`);
    if (!ready || pending.length) await prepare(database, n);
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

/**
 * The listings compacted, then VACUUM ANALYZE as autovacuum keeps a live database. Every run of the market value
 * timing rewrites each approved listing, leaving a dead version of each row and an entry in each of the table's
 * indexes behind; vacuum frees them but does not shrink the indexes, so runs piled up bloat (the index of feature
 * bits at 29 MB against 6 MB as built, counts reading 1.4-44 times the pages) and each run searched a slower
 * database than the one before. VACUUM FULL (14 s at 200,000) makes every run search the database as built; the
 * plain VACUUM then sets the visibility map, without which index-only scans read the table.
 */
export async function compactListings(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum full vehicles');
    await client.query('vacuum analyze vehicles');
    // As autovacuum leaves the kept counts between changes: their index-only scans visit no row.
    for (const table of [
      'vehicle_value_counts',
      'vehicle_make_value_counts',
      'vehicle_make_body_value_counts',
      'vehicle_make_price_steps',
    ]) {
      await client.query(`vacuum analyze ${table}`);
    }
  } finally {
    await client.end();
  }
}
