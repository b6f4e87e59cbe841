/**
 * `npm run bench:load [-- --seconds 60 --warmup 5 --concurrency 64 --sellers 64 --approvals-only | --reads-only]`:
 * starts the real server (production mode, its own embedded PostgreSQL in a temporary folder, the demo listings and
 * accounts), drives its reads unmeasured for the warm-up, then runs marketplace traffic (bench/load/traffic.ts) and
 * prints p50/p99 per kind of call, errors, 5xx, requests per second, the write share, CPU per request of the server,
 * PostgreSQL and the generator with the ceiling it sets, the load average and a verdict against the latency targets.
 * Exits 1 on any error or 5xx.
 *
 * By default the visitors draw from the marketplace mix (2 % writes: enquiries, creates, edits, approvals). With
 * --approvals-only they only search and read details, and the demo admin approves one pending listing a second.
 * With --reads-only nobody writes at all: what the reads alone cost, and the best latency the machine gives them.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { startDemoServer } from './demoServer.ts';
import { prepareActors } from './load/actors.ts';
import { MARKETPLACE_MIX, readsOf } from './load/mix.ts';
import { formatCpu, formatLoadAverage, formatReport } from './load/report.ts';
import { postgresCpuMs, processCpuMs } from './search/cpu.ts';
import { runTraffic } from './load/traffic.ts';
import { formatVerdict } from './load/verdict.ts';

/**
 * Pending listings submitted before the run: one per second of it plus a margin, enough for paced approvals (one a
 * second). The mix approves at a lower share than its creates refill the queue, so it only needs a start.
 */
const PENDING_MARGIN = 10;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    concurrency: { type: 'string' },
    sellers: { type: 'string' },
    'approvals-only': { type: 'boolean' },
    'reads-only': { type: 'boolean' },
  },
});
const seconds = Number(values.seconds ?? 60);
const warmupSeconds = Number(values.warmup ?? 5);
const concurrency = Number(values.concurrency ?? 64);
const sellers = Number(values.sellers ?? 64);
if (values['approvals-only'] && values['reads-only']) {
  throw new Error('--approvals-only and --reads-only are two different runs: pick one');
}
/** What the visitors draw from, how many approvals a second the admin adds, and how the run is named. */
const variant = values['approvals-only']
  ? { mix: readsOf(MARKETPLACE_MIX), approvalsPerSecond: 1, name: 'searches and details plus 1 approval/s' }
  : values['reads-only']
    ? { mix: readsOf(MARKETPLACE_MIX), approvalsPerSecond: 0, name: 'searches and details alone' }
    : { mix: MARKETPLACE_MIX, approvalsPerSecond: 0, name: 'the marketplace mix' };

const loadAtStart = os.loadavg();
const demo = await startDemoServer('load', { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' });
const { server } = demo;
try {
  const search = (await (await fetch(`${server.baseUrl}/api/vehicles/search?limit=100`)).json()) as {
    vehicles: { id: number }[];
  };
  const target = { baseUrl: server.baseUrl, origin: server.baseUrl };
  const actors = await prepareActors(
    target,
    sellers,
    search.vehicles.map((vehicle) => vehicle.id),
    {
      admin: demoAccounts().find((account) => account.role === 'admin'),
      pendingListings: values['reads-only'] ? 0 : Math.ceil(seconds) + PENDING_MARGIN,
    },
  );
  console.log(
    `Server ready; ${actors.publicIds.length} public listings, ${sellers} signed-in sellers, ` +
      `${actors.pendingIds.length} pending listings. Running ${variant.name} for ${seconds} s after ${warmupSeconds} s of reads, at concurrency ${concurrency}...`,
  );
  const cpu = () => ({
    server: processCpuMs(server.child.pid ?? 0),
    postgres: postgresCpuMs(demo.dataDir),
    generator: process.cpuUsage(),
  });
  let before = cpu();
  const report = await runTraffic(target, actors, {
    concurrency,
    warmupMs: warmupSeconds * 1000,
    onMeasuring: () => (before = cpu()),
    durationMs: seconds * 1000,
    mix: variant.mix,
    approvalsPerSecond: variant.approvalsPerSecond,
  });
  const after = cpu();
  console.log(formatReport(report));
  console.log(
    formatCpu(
      report.requests,
      {
        server: after.server - before.server,
        postgres: after.postgres - before.postgres,
        generator: process.cpuUsage(before.generator),
      },
      { cores: os.cpus().length, concurrency },
    ),
  );
  console.log(formatLoadAverage(loadAtStart, os.loadavg()));
  console.log(formatVerdict(report));
  process.exitCode = report.errors === 0 && report.serverErrors === 0 ? 0 : 1;
} finally {
  await demo.close();
}
