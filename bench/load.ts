/**
 * `npm run bench:load [-- --seconds 60 --concurrency 64 --sellers 64]`: starts the real server (production mode, its
 * own embedded PostgreSQL in a temporary folder, the demo listings), then runs mixed traffic (bench/load/traffic.ts)
 * and prints p50/p99 per kind of call, errors, 5xx and requests per second. Exits 1 on any error or 5xx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../tests/helpers/serverProcess.ts';
import { formatReport, prepareActors, runTraffic } from './load/traffic.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, concurrency: { type: 'string' }, sellers: { type: 'string' } } });
const seconds = Number(values.seconds ?? 60);
const concurrency = Number(values.concurrency ?? 64);
const sellers = Number(values.sellers ?? 64);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
const server = await startServerProcess({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'info',
});
try {
  for (let waited = 0; !server.output().includes('Demo listings ready'); waited += 500) {
    if (waited > 300_000) throw new Error(`the demo listings were not seeded:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const search = (await (await fetch(`${server.baseUrl}/api/vehicles/search?limit=100`)).json()) as { vehicles: { id: number }[] };
  const target = { baseUrl: server.baseUrl, origin: server.baseUrl };
  const actors = await prepareActors(target, sellers, search.vehicles.map((vehicle) => vehicle.id));
  console.log(`Server ready; ${actors.publicIds.length} public listings, ${sellers} signed-in sellers. Running ${seconds} s at concurrency ${concurrency}...`);
  const report = await runTraffic(target, actors, { concurrency, durationMs: seconds * 1000 });
  console.log(formatReport(report));
  process.exitCode = report.errors === 0 && report.serverErrors === 0 ? 0 : 1;
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
