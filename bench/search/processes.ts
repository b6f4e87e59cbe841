/** The processes under test: the app server in production mode and the floor, each a child Node process. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serveNodeOptions } from '../../tests/helpers/serverProcess.ts';

export interface Target {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB: now (VmRSS) and at its peak so far (VmHWM). */
export function memoryMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { now: field('VmRSS'), peak: field('VmHWM') };
}

/** The highest resident memory of a process (MB) while work runs, polled every 100 ms. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = memoryMb(pid).now;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, memoryMb(pid).now);
  }, 100);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, memoryMb(pid).now) };
  } finally {
    clearInterval(timer);
  }
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer ${url}`);
}

/** A TypeScript entry run through tsx, or built JavaScript run by Node alone, with the checkout's own Node options. */
const nodeArgs = (root: string, entry: string) => [
  ...serveNodeOptions(root),
  ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
  entry,
];

async function startChild(
  root: string,
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  what: string,
): Promise<Target> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Its errors go to a log beside the benchmark's database, named when it fails to start.
  // (A checkout compared with this one may have no .data of its own yet.)
  const logFile = path.join(root, '.data', `bench-search-${path.basename(entry).replace(/\.[jt]s$/, '')}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const child = spawn(process.execPath, nodeArgs(root, entry), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', openSync(logFile, 'a')],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${baseUrl}${readyPath}`, child, what);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }
  return { baseUrl, pid: child.pid!, stop };
}

function appEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    SEED_DEMO: 'false',
    // A housekeeping round reads every listing (seconds of PostgreSQL's CPU): at its minute it would land in one
    // query's 10 s. Its cost is timed on its own (marketValueTimings.ts).
    HOUSEKEEPING_CRON: 'off',
  };
}

/** Each checkout's server, built once per run. */
const serversBuilt = new Map<string, Promise<unknown>>();

/** The app server as `npm run serve` runs it: the JavaScript `npm run build:server` makes of the checkout at `root`. */
export async function startAppServer(
  root: string,
  databaseUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<Target> {
  if (!serversBuilt.has(root))
    serversBuilt.set(root, promisify(execFile)('npm', ['run', 'build:server'], { cwd: root }));
  await serversBuilt.get(root);
  return startChild(
    root,
    'dist/server/cms/main.js',
    {
      ...extraEnv,
      ...appEnv(databaseUrl, dataDir),
      // As production runs it: a JSON line per request (to stdout, discarded here).
      LOG_LEVEL: 'info',
    },
    '/api/ready',
    'the app server',
  );
}

/** /cms-api answers staff and integrations only: an editor's API key, as an integration would hold (create-api-key). */
export async function benchApiKey(root: string, databaseUrl: string, dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=production',
      '--import',
      'tsx',
      'cms/cli/create-api-key.ts',
      '--email',
      'bench-integration@example.com',
    ],
    { cwd: root, env: { ...process.env, ...appEnv(databaseUrl, dataDir), LOG_LEVEL: 'warn' } },
  );
  const key = stdout.split('\n').find((line) => /^[0-9a-f]{64}$/.test(line.trim()));
  if (!key) throw new Error(`create-api-key printed no key:\n${stdout}`);
  return key.trim();
}

export function startFloor(root: string, databaseUrl: string): Promise<Target> {
  return startChild(
    root,
    'bench/search/floorServer.ts',
    { DATABASE_URL: databaseUrl, POOL_SIZE: '20' },
    '/search?limit=1',
    'the floor server',
  );
}

/**
 * Waits while a server reads the listings it holds for the sidebar of a search by features (the warm-up's first such
 * search starts it; its counts go to the database meanwhile): the runs measure a server that holds them.
 */
export async function untilListingsHeld(readyUrl: string): Promise<void> {
  for (;;) {
    const state = await fetch(readyUrl).then(
      async (response) => ((await response.json()) as { heldListings?: string }).heldListings,
      () => undefined,
    );
    if (state !== 'reading') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
