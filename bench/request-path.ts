/**
 * `npm run bench:request-path [-- --duration 10 --warmup 3 --connections 16]`: what each layer of the app's request
 * path costs a cached search answer. The answer is served from memory, so the database is out of it; each layer is
 * the app's own middleware added to the one before (bench/request-path/layers.ts), in a server process of its own,
 * driven with autocannon. The server's CPU per request is the figure to compare: unlike req/s, it does not depend on
 * what else loads the machine (autocannon shares its two cores).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processCpuMs } from './search/cpu.ts';
import { measure, type LoadOptions } from './search/load.ts';
import { freePort } from './search/processes.ts';
import { layers, type Layer } from './request-path/layers.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string' }, warmup: { type: 'string' }, connections: { type: 'string' } },
});
const load: LoadOptions = {
  connections: Number(values.connections ?? 16),
  durationSeconds: Number(values.duration ?? 10),
  warmupSeconds: Number(values.warmup ?? 3),
};
const SEARCH_PATH = '/api/vehicles/search?view=card';

async function serve(layer: Layer): Promise<{ baseUrl: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'request-path', 'server.ts'), layer],
    { env: { ...process.env, NODE_ENV: 'production', PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the ${layer} server exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

const [one, five, fifteen] = os.loadavg();
console.log(`machine: ${os.cpus().length} cores, Node ${process.version}`);
console.log(`load average at start: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1, 5, 15 min)`);
console.log(
  `GET ${SEARCH_PATH}, one cached 13 KB answer, concurrency ${load.connections}, ${load.durationSeconds} s per layer after ${load.warmupSeconds} s of warm-up\n`,
);
console.log('| layer | req/s | p50 ms | p95 ms | server CPU µs per request | added by the layer |');
console.log('|---|---|---|---|---|---|');
let previous: number | undefined;
for (const layer of layers) {
  const server = await serve(layer);
  try {
    const result = await measure(
      server.baseUrl,
      () => SEARCH_PATH,
      load,
      () => ({
        app: processCpuMs(server.pid),
        db: 0,
      }),
    );
    if (result.failures) throw new Error(`${layer}: ${result.failures} failed requests`);
    const cpu = (result.cpuPerRequest?.app ?? NaN) * 1000;
    const added =
      previous === undefined || layer === 'cached-answer lane'
        ? ''
        : `${cpu - previous >= 0 ? '+' : ''}${(cpu - previous).toFixed(0)} µs`;
    console.log(
      `| ${layer} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${cpu.toFixed(0)} | ${added} |`,
    );
    previous = cpu;
  } finally {
    server.stop();
  }
}
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
