/**
 * `npm run bench:search-ab -- --against ../other-checkout [--only uncached --rounds 3 --duration 8 --warmup 2
 * --connections 16 --n 200000]`: this checkout's server (A) against another's (B, the commit before a change) on the
 * same database of N listings (bench:search's), each query driven on one then the other, in turns, round after round
 * (the order swapped each round). On this kind of virtual machine one run of the same code moves 1.5-2x from the
 * next, so a change is judged by the two servers measured side by side within the same minutes, not by two runs an
 * hour apart. Prints each round, then per query the median req/s, p95 and CPU a request of each, A's over B's, and
 * each server's peak resident memory while driven.
 * `--against` must be a checkout with its dependencies installed; its server is built here (`npm run build:server`).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresCpuMs, processCpuMs } from './search/cpu.ts';
import { benchDatabase } from './search/dataset.ts';
import { formatLoadAverage } from './load/report.ts';
import { measure, warmUp, type LoadOptions, type LoadResult } from './search/load.ts';
import { memoryMb, peakRssDuring, startAppServer, untilListingsHeld, type Target } from './search/processes.ts';
import { benchQueries } from './search/queries.ts';
import { table } from './search/report.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string' },
    n: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string' },
  },
});
if (!values.against) throw new Error('--against <checkout> is required: the server to compare this one with');
const root = path.resolve(import.meta.dirname, '..');
const other = path.resolve(values.against);
const rounds = Number(values.rounds ?? 3);
const load: LoadOptions = {
  connections: Number(values.connections ?? 16),
  durationSeconds: Number(values.duration ?? 8),
  warmupSeconds: Number(values.warmup ?? 2),
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const loadAtStart = os.loadavg();
console.log(`A: ${root}\nB: ${other}`);
const database = await benchDatabase(root, Number(values.n ?? 200_000), false);
const servers: Target[] = [];
try {
  servers.push(await startAppServer(root, database.url, database.dataDir));
  servers.push(await startAppServer(other, database.url, database.dataDir));
  const only = values.only?.toLowerCase();
  const queries = (await benchQueries(database.url)).filter(
    (query) => !only || query.name.toLowerCase().includes(only),
  );
  for (const server of servers) {
    await warmUp(
      server.baseUrl,
      queries.map((query) => query.api),
      load.connections,
    );
    await untilListingsHeld(`${server.baseUrl}/api/ready`);
  }
  const rows: string[][] = [];
  for (const query of queries) {
    const results: LoadResult[][] = [[], []];
    const peaksMb = [0, 0];
    for (let round = 0; round < rounds; round += 1) {
      for (const side of round % 2 ? [1, 0] : [0, 1]) {
        const server = servers[side];
        const cpu = () => ({ app: processCpuMs(server.pid), db: postgresCpuMs(database.dataDir) });
        const { result, peakMb } = await peakRssDuring(server.pid, () => measure(server.baseUrl, query.api, load, cpu));
        results[side].push(result);
        peaksMb[side] = Math.max(peaksMb[side], peakMb);
        console.log(
          `${query.name} / ${'AB'[side]} round ${round + 1}: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
            `p95 ${result.p95.toFixed(1)} ms, ${result.failures} failed`,
        );
      }
    }
    const [a, b] = results.map((measured) => ({
      requestsPerSecond: median(measured.map((result) => result.requestsPerSecond)),
      p95: median(measured.map((result) => result.p95)),
      app: median(measured.map((result) => result.cpuPerRequest?.app ?? NaN)),
      db: median(measured.map((result) => result.cpuPerRequest?.db ?? NaN)),
      failures: measured.reduce((sum, result) => sum + result.failures, 0),
    }));
    rows.push([
      query.name,
      `${a.requestsPerSecond.toFixed(0)} / ${b.requestsPerSecond.toFixed(0)}`,
      `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x`,
      `${a.p95.toFixed(1)} / ${b.p95.toFixed(1)}`,
      `${a.app.toFixed(2)} / ${b.app.toFixed(2)}`,
      `${a.db.toFixed(2)} / ${b.db.toFixed(2)}`,
      `${peaksMb[0].toFixed(0)} / ${peaksMb[1].toFixed(0)}`,
      `${a.failures} / ${b.failures}`,
    ]);
  }
  console.log(
    `\nmedians of ${rounds} rounds, ${load.durationSeconds} s each after ${load.warmupSeconds} s, concurrency ${load.connections}; A = this checkout, B = --against:\n`,
  );
  console.log(
    table(
      [
        'query',
        'req/s A / B',
        'A/B',
        'p95 ms A / B',
        'server CPU ms/req A / B',
        'PG CPU ms/req A / B',
        'peak resident MB A / B',
        'failed A / B',
      ],
      rows,
    ),
  );
  const [peakA, peakB] = servers.map((server) => memoryMb(server.pid).peak);
  console.log(`\nresident memory at peak over the run (VmHWM): A ${peakA.toFixed(0)} MB, B ${peakB.toFixed(0)} MB`);
  console.log(`\n${formatLoadAverage(loadAtStart, os.loadavg())}`);
} finally {
  for (const server of servers) await server.stop();
  await database.stop();
}
