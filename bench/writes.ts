/**
 * `npm run bench:writes [-- --count 40 --rounds 1 --against DIR]`: what each kind of call costs on its own, one at a
 * time on an idle demo server (production mode, its own embedded PostgreSQL, the demo listings): an enquiry, a
 * seller's new listing, a seller's edit of one of their listings (under review until an approval has reached it),
 * an admin's approval, and a search and a listing page for scale. Prints per kind the median and p95 time and the
 * CPU per call of the server and of PostgreSQL (all its processes, from /proc), counted until the server is idle
 * again after a batch: its email jobs have run. bench:load's mix is 2 % writes, and they take about half of its
 * CPU: this shows which of them and where.
 *
 * `--against DIR`: a second demo server from another checkout (a worktree of an earlier commit, with its
 * dependencies installed or linked), the two taking turns batch by batch, so that the machine's drift touches both
 * alike; with `--rounds` above 1, the CPU figures are the medians of the rounds.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { startDemoServer, type DemoServer } from './demoServer.ts';
import { prepareActors, type Actors } from './load/actors.ts';
import { send } from './load/calls.ts';
import type { TrafficTarget } from './load/http.ts';
import { isWrite, type Kind } from './load/mix.ts';
import { percentileOf } from './load/tally.ts';
import { postgresCpuMs, processCpuMs } from './search/cpu.ts';

const { values } = parseArgs({
  options: { count: { type: 'string' }, rounds: { type: 'string' }, against: { type: 'string' } },
});
const count = Number(values.count ?? 40);
const rounds = Number(values.rounds ?? 1);
const kinds: Kind[] = ['search', 'details', 'contact', 'create', 'edit', 'approve'];
// The jobs queue sends a write's email after the answer: its CPU is the write's, counted until the server is idle.
const QUIET_MS = 300;
const SETTLE_LIMIT_MS = 5_000;
const SERVER_ENV = { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' };

interface Side {
  name: string;
  demo: DemoServer;
  target: TrafficTarget;
  actors: Actors;
  /** Per kind: every call's time, and each batch's CPU per call. */
  times: Map<Kind, number[]>;
  serverCpu: Map<Kind, number[]>;
  postgresCpu: Map<Kind, number[]>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => percentileOf(values, 0.5);
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function startSide(name: string, checkout: string | undefined): Promise<Side> {
  const start: typeof startDemoServer = checkout
    ? (await import(path.resolve(checkout, 'bench', 'demoServer.ts'))).startDemoServer
    : startDemoServer;
  const demo = await start(checkout ? 'writes-other' : 'writes', SERVER_ENV);
  try {
    const search = (await (await fetch(`${demo.server.baseUrl}/api/vehicles/search?limit=100`)).json()) as {
      vehicles: { id: number }[];
    };
    const target = { baseUrl: demo.server.baseUrl, origin: demo.server.baseUrl };
    const actors = await prepareActors(
      target,
      8,
      search.vehicles.map((vehicle) => vehicle.id),
      { admin: demoAccounts().find((account) => account.role === 'admin'), pendingListings: count * rounds },
    );
    return { name, demo, target, actors, times: new Map(), serverCpu: new Map(), postgresCpu: new Map() };
  } catch (error) {
    await demo.close();
    throw error;
  }
}

/** Resolves once the process has used no CPU for QUIET_MS (its jobs run), or after SETTLE_LIMIT_MS. */
async function settled(pid: number): Promise<void> {
  let last = processCpuMs(pid);
  for (let waited = 0; waited < SETTLE_LIMIT_MS; waited += QUIET_MS) {
    await sleep(QUIET_MS);
    const now = processCpuMs(pid);
    if (now === last) return;
    last = now;
  }
}

let sequence = 0;
let failed = 0;

async function runBatch(side: Side, kind: Kind): Promise<void> {
  const pid = side.demo.server.child.pid ?? 0;
  const serverBefore = processCpuMs(pid);
  const postgresBefore = postgresCpuMs(side.demo.dataDir);
  for (let call = 0; call < count; call++) {
    const begin = performance.now();
    const answer = await send(side.target, side.actors, kind, ++sequence);
    pushTo(side.times, kind, performance.now() - begin);
    if (answer.status !== answer.expected) {
      failed++;
      console.error(`${side.name} ${kind}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
  }
  if (isWrite(kind)) await settled(pid);
  pushTo(side.serverCpu, kind, (processCpuMs(pid) - serverBefore) / count);
  pushTo(side.postgresCpu, kind, (postgresCpuMs(side.demo.dataDir) - postgresBefore) / count);
}

function cells(side: Side, kind: Kind): string[] {
  const times = side.times.get(kind) ?? [];
  return [
    percentileOf(times, 0.5),
    percentileOf(times, 0.95),
    median(side.serverCpu.get(kind) ?? []),
    median(side.postgresCpu.get(kind) ?? []),
  ].map((value) => value.toFixed(1));
}

const sides: Side[] = [];
try {
  sides.push(await startSide(values.against ? 'this checkout' : 'demo', undefined));
  if (values.against) sides.push(await startSide(values.against, values.against));
  console.log(
    `${count} calls of each kind, one at a time, ${rounds} round(s), on a demo server ` +
      `(${sides[0].actors.publicIds.length} public listings)` +
      (values.against ? `: this checkout and ${values.against} taking turns, batch by batch` : ''),
  );
  for (let round = 0; round < rounds; round++) {
    // Who goes first alternates by kind and by round, so that neither side always follows the other's emails.
    for (const [index, kind] of kinds.entries()) {
      for (const side of (round + index) % 2 ? [...sides].reverse() : sides) await runBatch(side, kind);
    }
  }
  const header = ['p50 ms', 'p95 ms', 'server CPU ms a call', 'PostgreSQL CPU ms a call'];
  const heads = sides.length > 1 ? sides.flatMap((side) => header.map((head) => `${side.name}: ${head}`)) : header;
  const ratio = sides.length > 1 ? ['server CPU, this / other'] : [];
  console.log(`| call | ${[...heads, ...ratio].join(' | ')} |`);
  console.log(`|---|${[...heads, ...ratio].map(() => '---|').join('')}`);
  for (const kind of kinds) {
    const row = sides.flatMap((side) => cells(side, kind));
    if (sides.length > 1) {
      const [mine, other] = sides.map((side) => median(side.serverCpu.get(kind) ?? []));
      row.push((mine / other).toFixed(2));
    }
    console.log(`| ${kind} | ${row.join(' | ')} |`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const side of sides) await side.demo.close();
}
