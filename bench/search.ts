/**
 * `npm run bench:search [-- --n 200000 --duration 10 --warmup 3 --connections 16 --fresh --with-1m --explain-only
 * --no-growth --only detail --market-values-only --no-market-values]`: search at marketplace scale. Builds (or reuses) a database of N
 * generated listings of its own, times the market value refresh of all listings and of one (`--market-values-only`
 * stops there), checks every search statement's plan with EXPLAIN (a sequential scan of vehicles fails the run), starts
 * the app server in production mode and a bare pg server (the floor), drives each query on (a) our /api, (b)
 * Payload's REST /cms-api and (c) the floor with autocannon, counts the detail's views per request, then measures how
 * p95 grows with N. `--only` keeps the queries whose name contains the text, in both parts. Exits 1 when a plan scans the table.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchDatabase, runChild, untilDatabaseIdle, compactListings } from './search/dataset.ts';
import { explainQueries } from './search/explain.ts';
import { postgresCpuMs, processCpuMs } from './search/cpu.ts';
import { measure, warmUp, withHeaders, type LoadOptions, type RequestOf } from './search/load.ts';
import {
  benchApiKey,
  memoryMb,
  peakRssDuring,
  startAppServer,
  startFloor,
  untilListingsHeld,
  type Target,
} from './search/processes.ts';
import { benchQueries, type BenchQuery } from './search/queries.ts';
import { growthTable, loadTable, planTable, ratioTable, type Measured, type TargetName } from './search/report.ts';
import { viewsLine, viewsPerRequest } from './search/views.ts';

const { values } = parseArgs({
  options: {
    n: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
    fresh: { type: 'boolean' },
    'with-1m': { type: 'boolean' },
    'explain-only': { type: 'boolean' },
    'no-growth': { type: 'boolean' },
    only: { type: 'string' },
    'market-values-only': { type: 'boolean' },
    'no-market-values': { type: 'boolean' },
  },
});
const n = Number(values.n ?? 200_000);
const load: LoadOptions = {
  connections: Number(values.connections ?? 16),
  durationSeconds: Number(values.duration ?? 10),
  warmupSeconds: Number(values.warmup ?? 3),
};
const root = path.resolve(import.meta.dirname, '..');
/** p95 targets, in ms, for our endpoint. */
const p95Targets: Record<string, number> = { search: 25, keyword: 40, radius: 40, facets: 60, detail: 25 };
/** Every query asked anew: p95 and throughput targets at concurrency 16. */
const uncachedTargets = { p95: 25, requestsPerSecond: 600 };
const memoryTargets = { afterStartMb: 250, peakMb: 350 };

function targetFor(query: BenchQuery): number {
  if (query.uncached) return uncachedTargets.p95;
  if (query.kind !== 'search') return p95Targets[query.kind];
  if (query.search?.includes('query=')) return p95Targets.keyword;
  if (query.search?.includes('location=')) return p95Targets.radius;
  return p95Targets.search;
}

function header(): void {
  const [one, five, fifteen] = os.loadavg();
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`,
  );
  console.log(`load average at start: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1, 5, 15 min)`);
  console.log(
    `listings: ${n.toLocaleString('en-US')}, concurrency ${load.connections}, ${load.durationSeconds} s per run after ${load.warmupSeconds} s of warm-up`,
  );
}

async function explainCheck(url: string, queries: BenchQuery[]): Promise<boolean> {
  const plans = await explainQueries(url, queries);
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of every statement, cold caches of this process, N = ${n.toLocaleString('en-US')}:\n`,
  );
  console.log(planTable(plans));
  const scanning = plans.filter((plan) => plan.seqScan);
  for (const plan of scanning)
    console.error(`FAIL: "${plan.query}" (${plan.statement}) reads vehicles or the vocabulary with a Seq Scan`);
  if (!scanning.length) console.log('\nno statement scans vehicles or the keyword vocabulary sequentially');
  return scanning.length === 0;
}

/** Peak resident memory of the app server while each target was driven (the floor's is its own process). */
const serverPeakMb: Partial<Record<TargetName, number>> = {};

/**
 * Every query on (a), then on (c), then on (b): the app server's memory under our endpoints is measured before
 * Payload's REST API has grown its heap, and Payload's slow queries come last.
 */
async function drive(
  url: string,
  dataDir: string,
  queries: BenchQuery[],
  targets: Record<TargetName, Target>,
  serverPid: number,
  apiKey: string,
): Promise<Measured[]> {
  const measured: Measured[] = queries.map((query) => ({
    query: query.name,
    p95Target: targetFor(query),
    minRequestsPerSecond: query.uncached ? uncachedTargets.requestsPerSecond : undefined,
    results: {},
    payloadNote: query.payloadNote,
  }));
  const asIntegration = { Authorization: `users API-Key ${apiKey}` };
  const order: [TargetName, (query: BenchQuery) => RequestOf | null][] = [
    ['a /api', (query) => query.api],
    ['c floor', (query) => query.floor],
    ['b /cms-api', (query) => query.payload && withHeaders(query.payload, asIntegration)],
  ];
  for (const [name, pathFor] of order) {
    for (const [index, query] of queries.entries()) {
      const pathOf = pathFor(query);
      if (!pathOf) continue;
      await untilDatabaseIdle(url);
      const cpu = () => ({ app: processCpuMs(targets[name].pid), db: postgresCpuMs(dataDir) });
      const { result, peakMb } = await peakRssDuring(serverPid, () =>
        measure(targets[name].baseUrl, pathOf, load, cpu),
      );
      if (name !== 'c floor') serverPeakMb[name] = Math.max(serverPeakMb[name] ?? 0, peakMb);
      measured[index].results[name] = result;
      console.log(
        `  ${query.name} / ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms${result.failures ? `, ${result.failures} FAILED` : ''}`,
      );
    }
  }
  return measured;
}

/**
 * Views the detail counts per request, on our server and the floor: every read by a new visitor, then one visitor
 * reading listings again (its own User-Agent this run, so none of its reads was counted before).
 */
async function detailViews(
  url: string,
  targets: Record<'a /api' | 'c floor', Target>,
  detail: BenchQuery,
): Promise<void> {
  const seconds = Math.min(load.durationSeconds, 5);
  const oneVisitor = { 'User-Agent': `bench-one-visitor/${Date.now()}` };
  const lines: string[] = [];
  for (const [name, requestOf] of [
    ['a /api', detail.api],
    ['c floor', detail.floor],
  ] as const) {
    const fresh = await viewsPerRequest(url, targets[name].baseUrl, requestOf, load.connections, seconds);
    const same = await viewsPerRequest(
      url,
      targets[name].baseUrl,
      withHeaders(requestOf, oneVisitor),
      load.connections,
      seconds,
    );
    lines.push(
      `  ${viewsLine(`${name}, a new visitor each read`, fresh)}`,
      `  ${viewsLine(`${name}, one visitor`, same)}`,
    );
  }
  console.log(
    `\nviews counted per detail read (${seconds} s at concurrency ${load.connections}, once the batches are written):\n${lines.join('\n')}`,
  );
}

async function mainRun(): Promise<boolean> {
  const database = await benchDatabase(root, n, Boolean(values.fresh));
  try {
    if (!values['explain-only'] && !values['no-market-values']) {
      console.log('');
      await runChild('marketValueTimings.ts', database, 'timing the market values');
    }
    if (values['market-values-only']) return true;
    const queries = (await benchQueries(database.url)).filter(chosen);
    await compactListings(database.url);
    const plansClean = await explainCheck(database.url, queries);
    if (values['explain-only']) return plansClean;
    const apiKey = await benchApiKey(root, database.url, database.dataDir);
    const server = await startAppServer(root, database.url, database.dataDir);
    const floor = await startFloor(root, database.url);
    try {
      const idle = memoryMb(server.pid);
      await warmUp(
        server.baseUrl,
        queries.map((query) => query.api),
        load.connections,
      );
      await warmUp(
        floor.baseUrl,
        queries.map((query) => query.floor),
        load.connections,
      );
      await untilListingsHeld(`${server.baseUrl}/api/ready`);
      await untilListingsHeld(`${floor.baseUrl}/ready`);
      console.log(`\nserver started: ${idle.now.toFixed(0)} MB resident\n`);
      const measured = await drive(
        database.url,
        database.dataDir,
        queries,
        { 'a /api': server, 'b /cms-api': server, 'c floor': floor },
        server.pid,
        apiKey,
      );
      const memory = memoryMb(server.pid);
      console.log(
        `\nN = ${n.toLocaleString('en-US')}, concurrency ${load.connections}, ${load.durationSeconds} s each:\n`,
      );
      console.log(loadTable(measured));
      console.log('\nagainst the targets (a = our /api, b = Payload REST, c = floor):\n');
      console.log(ratioTable(measured));
      const underOurs = serverPeakMb['a /api'] ?? NaN;
      const verdict = (value: number, target: number) =>
        `target <= ${target} MB: ${value <= target ? 'met' : 'MISSED'}`;
      console.log(
        `\nserver memory (resident): ${idle.now.toFixed(0)} MB after start (${verdict(idle.now, memoryTargets.afterStartMb)}); peak ${underOurs.toFixed(0)} MB while /api was driven (${verdict(underOurs, memoryTargets.peakMb)}), ${serverPeakMb['b /cms-api']?.toFixed(0) ?? 'n/a'} MB while /cms-api was; ${memory.peak.toFixed(0)} MB at peak over the whole run (VmHWM)`,
      );
      console.log(`floor memory: ${memoryMb(floor.pid).peak.toFixed(0)} MB at peak`);
      const detail = queries.find((query) => query.kind === 'detail');
      if (detail) await detailViews(database.url, { 'a /api': server, 'c floor': floor }, detail);
      return plansClean;
    } finally {
      // Payload's slowest queries may still run after autocannon gave up on them; the server stops cleanly after.
      await untilDatabaseIdle(database.url);
      await floor.stop();
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

/** The queries `--only` keeps (every one without it). */
function chosen(query: BenchQuery): boolean {
  const only = values.only?.toLowerCase();
  return !only || query.name.toLowerCase().includes(only);
}

/** Every query asked anew, at 10,000 and 100,000 listings, at N and (`--with-1m`) at 1,000,000. */
async function growthRun(): Promise<void> {
  const sizes = [10_000, 100_000, n, ...(values['with-1m'] ? [1_000_000] : [])]
    .filter((size, index, all) => all.indexOf(size) === index)
    .sort((x, y) => x - y);
  const rows: { n: number; p95: Record<string, number> }[] = [];
  let names: string[] = [];
  for (const size of sizes) {
    const database = await benchDatabase(root, size, false);
    try {
      const queries = (await benchQueries(database.url)).filter((query) => query.uncached && chosen(query));
      names = queries.map((query) => query.name);
      const server = await startAppServer(root, database.url, database.dataDir);
      try {
        await warmUp(
          server.baseUrl,
          queries.map((query) => query.api),
          load.connections,
        );
        await untilListingsHeld(`${server.baseUrl}/api/ready`);
        const p95: Record<string, number> = {};
        for (const query of queries) {
          await untilDatabaseIdle(database.url);
          p95[query.name] = (await measure(server.baseUrl, query.api, load)).p95;
        }
        rows.push({ n: size, p95 });
        console.log(`  N = ${size.toLocaleString('en-US')}: done`);
      } finally {
        await server.stop();
      }
    } finally {
      await database.stop();
    }
  }
  console.log(`\ngrowth of p95 on our /api, every request asked anew (target: N -> 1,000,000 at most 1.5x):\n`);
  console.log(growthTable(rows, names, n));
}

header();
const clean = await mainRun();
if (!values['explain-only'] && !values['no-growth'] && !values['market-values-only']) {
  console.log('\ngrowth run:');
  await growthRun();
}
const [one] = os.loadavg();
console.log(`\nload average at the end: ${one.toFixed(2)}`);
if (!clean) {
  console.error('\nFAILED: a common query reads vehicles with a sequential scan (see the EXPLAIN table)');
  process.exit(1);
}
