/**
 * `npm run bench:writes [-- --count 40]`: what each kind of call costs on its own, one at a time on an idle demo
 * server (production mode, its own embedded PostgreSQL, the demo listings): an enquiry, a seller's new listing, a
 * seller's edit of a public listing, an admin's approval, and a search and a listing page for scale. Prints per kind
 * the median and p95 time and the CPU per call of the server and of PostgreSQL (all its processes, from /proc).
 * bench:load's mix is 2 % writes, and they take about half of its CPU: this shows which of them and where.
 */
import { parseArgs } from 'node:util';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { startDemoServer } from './demoServer.ts';
import { prepareActors } from './load/actors.ts';
import { send } from './load/calls.ts';
import type { Kind } from './load/mix.ts';
import { percentile } from './load/tally.ts';
import { postgresCpuMs, processCpuMs } from './search/cpu.ts';

const { values } = parseArgs({ options: { count: { type: 'string' } } });
const count = Number(values.count ?? 40);
const kinds: Kind[] = ['search', 'details', 'contact', 'create', 'edit', 'approve'];

const demo = await startDemoServer('writes', { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' });
try {
  const search = (await (await fetch(`${demo.server.baseUrl}/api/vehicles/search?limit=100`)).json()) as {
    vehicles: { id: number }[];
  };
  const target = { baseUrl: demo.server.baseUrl, origin: demo.server.baseUrl };
  const actors = await prepareActors(
    target,
    8,
    search.vehicles.map((vehicle) => vehicle.id),
    { admin: demoAccounts().find((account) => account.role === 'admin'), pendingListings: count },
  );
  console.log(
    `${count} calls of each kind, one at a time, on a demo server (${actors.publicIds.length} public listings)`,
  );
  console.log('| call | p50 ms | p95 ms | server CPU ms a call | PostgreSQL CPU ms a call |');
  console.log('|---|---|---|---|---|');
  let sequence = 0;
  let failed = 0;
  for (const kind of kinds) {
    const times: number[] = [];
    const serverBefore = processCpuMs(demo.server.child.pid ?? 0);
    const postgresBefore = postgresCpuMs(demo.dataDir);
    for (let call = 0; call < count; call++) {
      const begin = performance.now();
      const answer = await send(target, actors, kind, ++sequence);
      times.push(performance.now() - begin);
      if (answer.status !== answer.expected) {
        failed++;
        console.error(`${kind}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    const server = (processCpuMs(demo.server.child.pid ?? 0) - serverBefore) / count;
    const postgres = (postgresCpuMs(demo.dataDir) - postgresBefore) / count;
    times.sort((a, b) => a - b);
    const cells = [percentile(times, 0.5), percentile(times, 0.95), server, postgres].map((value) => value.toFixed(1));
    console.log(`| ${kind} | ${cells.join(' | ')} |`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await demo.close();
}
