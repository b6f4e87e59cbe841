/**
 * `npm run bench:all [-- <options of bench:search>]`: every speed figure in one run, one part after the other:
 * bench:search (each query cached and uncached against Payload's REST and the floor, the EXPLAIN check, memory,
 * growth; the options are its own, `--with-1m` for instance), bench:request-path, bench:load with the marketplace's
 * mix, with approvals alone and with no writes, bench:writes, then the pages' vitals on a demo server. Prints the
 * load average at the start and at the end of the run and of each part; exits 1 when a part fails, after running
 * the others.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer } from './demoServer.ts';

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One bench script in a child process, its output passed through; resolves with whether it succeeded. */
function part(script: string, args: string[]): Promise<boolean> {
  console.log(`\n===== ${[script, ...args].join(' ')} (load average ${loadAverage()}) =====\n`);
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, script), ...args],
    { stdio: 'inherit' },
  );
  return new Promise((resolve) => child.once('exit', (code) => resolve(code === 0)));
}

async function vitals(): Promise<boolean> {
  const demo = await startDemoServer('vitals', { LOG_LEVEL: 'warn' });
  try {
    return await part('storefront-vitals.ts', ['--base', demo.server.baseUrl, '--runs', '3']);
  } finally {
    await demo.close();
  }
}

console.log(`bench:all on ${os.cpus().length} cores, Node ${process.version}; load average at start: ${loadAverage()}`);
const failed: string[] = [];
const parts: [string, () => Promise<boolean>][] = [
  ['bench:search', () => part('search.ts', process.argv.slice(2))],
  ['bench:request-path', () => part('request-path.ts', [])],
  ['bench:load', () => part('load.ts', [])],
  ['bench:load --approvals-only', () => part('load.ts', ['--approvals-only'])],
  ['bench:load --reads-only', () => part('load.ts', ['--reads-only'])],
  ['bench:writes', () => part('writes.ts', [])],
  ['storefront vitals', vitals],
];
for (const [name, run] of parts) if (!(await run().catch(() => false))) failed.push(name);
console.log(
  `\nbench:all: load average at the end: ${loadAverage()}; ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every part ran'}`,
);
process.exitCode = failed.length ? 1 : 0;
