/**
 * `npm run bench:start [-- --runs 3 --seconds 20 --connections 16]`: the server run through tsx (`npm run dev`,
 * the tests) against the compiled server (`npm start`), side by side in one run, on one data directory whose
 * database already exists, is migrated and holds the demo listings (seeded once, before the runs):
 *
 * - warm start: from spawn to the first 200 of /api/health (the embedded PostgreSQL's start included);
 * - resident memory of the Node process (VmRSS of /proc/<pid>/status; PostgreSQL is a process of its own) then;
 * - its peak (VmHWM) after `--seconds` of autocannon on searches, vehicle pages and vehicle details.
 *
 * Runs alternate between the two, so both see the same machine. Prints min / median / max of each.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../cms/platform/config/env.ts';
import {
  ensureCompiledServer,
  exited,
  freePort,
  serverCommands,
  startServerProcess,
  type ServerBuild,
} from '../tests/helpers/serverProcess.ts';
import { run as loadRun } from './search/load.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seconds: { type: 'string' }, connections: { type: 'string' } },
});
const runs = Number(values.runs ?? 3);
const seconds = Number(values.seconds ?? 20);
const connections = Number(values.connections ?? 16);
const builds: ServerBuild[] = ['tsx', 'compiled'];
const SEED_TIMEOUT_MS = 300_000;
const GOAL_MB = 250;

interface Sample {
  startMs: number;
  rssMb: number;
  peakMb: number;
  requestsPerSecond: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  if (!line) throw new Error(`no ${field} for process ${pid}`);
  return Number(line.split(/\s+/)[1]) / 1024;
}

/** Seeds the demo listings into a new data directory once, with the tsx server, and stops it. */
async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  chmodSync(dataDir, 0o755); // as root, postgres runs as another user
  const seeding = await startServerProcess(
    { ...serverEnv(dataDir), SEED_DEMO: 'true', LOG_LEVEL: 'info' },
    { readyTimeoutMs: SEED_TIMEOUT_MS },
  );
  for (let waited = 0; !seeding.output().includes('Demo listings ready'); waited += 500) {
    if (waited > SEED_TIMEOUT_MS) throw new Error(`the demo listings were not seeded:\n${seeding.output()}`);
    await sleep(500);
  }
  if ((await seeding.stop('SIGTERM')) !== 0)
    throw new Error(`the seeding server did not stop cleanly:\n${seeding.output()}`);
  return dataDir;
}

function serverEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
}

/** Searches of several kinds (each answer cached after its first), vehicle pages and their details, in turn. */
function requestCycle(vehicleIds: number[]): () => string {
  const searches = [
    '/api/vehicles/search',
    '/api/vehicles/search?make=BMW',
    '/api/vehicles/search?query=leather&sortBy=price_asc',
    '/api/vehicles/search?page=2',
    '/api/vehicles/facets',
  ];
  const paths = [...searches, ...vehicleIds.flatMap((id) => [`/vehicles/${id}`, `/api/vehicles/${id}`])];
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

async function measure(build: ServerBuild, dataDir: string): Promise<Sample> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, serverCommands[build], {
    cwd: projectRoot,
    env: { ...process.env, ...serverEnv(dataDir), PORT: String(port), PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${build} server exited early:\n${output}`);
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (response) => response.status === 200,
          () => false,
        )
      )
        break;
      if (performance.now() - started > 120_000)
        throw new Error(`the ${build} server did not answer in 120 s:\n${output}`);
      await sleep(20);
    }
    const startMs = performance.now() - started;
    const rssMb = statusMb(child.pid!, 'VmRSS');
    const search = (await (await fetch(`${baseUrl}/api/vehicles/search?limit=5`)).json()) as {
      vehicles: { id: number }[];
    };
    const load = await loadRun(
      baseUrl,
      requestCycle(search.vehicles.map((vehicle) => vehicle.id)),
      connections,
      seconds,
    );
    const failures = load.non2xx + load.errors + load.timeouts;
    if (failures > 0)
      throw new Error(`${failures} of ${load.requests.total} requests failed against the ${build} server`);
    return { startMs, rssMb, peakMb: statusMb(child.pid!, 'VmHWM'), requestsPerSecond: load.requests.total / seconds };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    if ((await exited(child)) !== 0) console.error(`the ${build} server did not stop cleanly:\n${output}`);
  }
}

function spread(values: number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return [sorted[0]!, median, sorted.at(-1)!].map((value) => value.toFixed(digits)).join(' / ');
}

function report(samples: Record<ServerBuild, Sample[]>): string {
  const rows: [string, (sample: Sample) => number, number][] = [
    ['warm start, spawn to /api/health 200 (ms)', (sample) => sample.startMs, 0],
    ['RSS right after start (MB)', (sample) => sample.rssMb, 0],
    [`peak RSS (VmHWM) after ${seconds} s of load (MB)`, (sample) => sample.peakMb, 0],
    ['requests/s under load', (sample) => sample.requestsPerSecond, 0],
  ];
  const widths = [46, 24, 24];
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' ');
  return [
    line(['min / median / max', ...builds.map((build) => `${build} (${samples[build].length} runs)`)]),
    ...rows.map(([label, value, digits]) =>
      line([label, ...builds.map((build) => spread(samples[build].map(value), digits))]),
    ),
  ].join('\n');
}

ensureCompiledServer();
console.log('Seeding the demo listings into a new data directory (once)...');
const dataDir = await prepareDataDir();
try {
  const samples: Record<ServerBuild, Sample[]> = { tsx: [], compiled: [] };
  for (let round = 1; round <= runs; round++) {
    for (const build of round % 2 ? builds : [...builds].reverse()) {
      const sample = await measure(build, dataDir);
      samples[build].push(sample);
      console.log(
        `run ${round} ${build}: start ${sample.startMs.toFixed(0)} ms, RSS ${sample.rssMb.toFixed(0)} MB, peak ${sample.peakMb.toFixed(0)} MB, ${sample.requestsPerSecond.toFixed(0)} req/s`,
      );
    }
  }
  console.log(`\n${report(samples)}\n\nGoal: under ${GOAL_MB} MB resident after start.`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
