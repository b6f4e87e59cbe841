/**
 * A production server on a database of its own (embedded PostgreSQL in a temporary folder) with the demo seed, for
 * benches that need the demo's pages and listings; the front ends are built first where they are missing or old.
 * `close()` stops it even when it is stuck in a synchronous loop.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processIsAlive } from '../cms/platform/runtime/processes.ts';
import { ensureBuiltFrontEnds, startServerProcess, type ServerProcess } from '../tests/helpers/serverProcess.ts';

export interface DemoServer {
  server: ServerProcess;
  /** Its data folder: the embedded PostgreSQL's cluster is `postgres/` in it. */
  dataDir: string;
  close(): Promise<void>;
}

const SEED_TIMEOUT_MS = 300_000;
const STOP_GRACE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDemoServer(name: string, env: Record<string, string>): Promise<DemoServer> {
  // Its pages are the front ends' builds: on a fresh clone there are none, and the server answers 503 instead.
  ensureBuiltFrontEnds();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const server = await startServerProcess({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    // A housekeeping round at its minute would land in one measurement window (bench/search/processes.ts).
    HOUSEKEEPING_CRON: 'off',
    ...env,
  });

  // A server busy in a synchronous loop never runs its SIGTERM handler: kill it, then its orphaned PostgreSQL.
  const close = async () => {
    const stopped = await Promise.race([server.stop('SIGTERM'), sleep(STOP_GRACE_MS).then(() => 'late' as const)]);
    if (stopped === 'late') {
      await server.stop('SIGKILL');
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      if (postmaster > 0 && processIsAlive(postmaster)) process.kill(postmaster, 'SIGINT');
      for (let waited = 0; waited < STOP_GRACE_MS && existsSync(pidFile); waited += 100) await sleep(100);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    for (let waited = 0; !server.output().includes('Demo listings ready'); waited += 500) {
      if (waited > SEED_TIMEOUT_MS) throw new Error(`the demo listings were not seeded:\n${server.output()}`);
      await sleep(500);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { server, dataDir, close };
}
