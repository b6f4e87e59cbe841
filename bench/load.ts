/**
 * `npm run bench:load [-- --seconds 60 --concurrency 64 --sellers 64]`: starts the real server (production mode, its
 * own embedded PostgreSQL in a temporary folder, the demo listings), then runs mixed traffic (bench/load/traffic.ts)
 * and prints p50/p99 per kind of call, errors, 5xx and requests per second. Exits 1 on any error or 5xx.
 */
import { parseArgs } from 'node:util';
import { startDemoServer } from './demoServer.ts';
import { formatReport, prepareActors, runTraffic } from './load/traffic.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, concurrency: { type: 'string' }, sellers: { type: 'string' } },
});
const seconds = Number(values.seconds ?? 60);
const concurrency = Number(values.concurrency ?? 64);
const sellers = Number(values.sellers ?? 64);

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
  );
  console.log(
    `Server ready; ${actors.publicIds.length} public listings, ${sellers} signed-in sellers. Running ${seconds} s at concurrency ${concurrency}...`,
  );
  const report = await runTraffic(target, actors, { concurrency, durationMs: seconds * 1000 });
  console.log(formatReport(report));
  process.exitCode = report.errors === 0 && report.serverErrors === 0 ? 0 : 1;
} finally {
  await demo.close();
}
