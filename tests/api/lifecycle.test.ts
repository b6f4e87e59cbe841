/**
 * The server process as an operator runs it: `cms/main.ts` on a fresh DATA_DIR with the embedded PostgreSQL.
 * It stops cleanly on SIGTERM, and after a crash (SIGKILL leaves postgres running) the next start reuses or
 * restarts the database by itself and keeps every acknowledged write.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { ApiClient } from '../helpers/client.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-lifecycle-'));
chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('server process lifecycle', () => {
  it('starts on a fresh data directory, survives a crash without losing writes, and stops cleanly', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const client = new ApiClient(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    expect((await client.post('/api/register', { email: 'crash@example.com', password: 'secret1' })).status).toBe(201);

    // A crash: the Node process dies at once; its PostgreSQL is left running.
    const orphan = postmasterPid();
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(isRunning(orphan)).toBe(true);

    const second = await startServer(port);
    expect(second.output()).toContain('left by an earlier run');
    const login = await new ApiClient(`http://127.0.0.1:${port}`, `http://localhost:${port}`).post('/api/login', {
      email: 'crash@example.com',
      password: 'secret1',
    });
    expect(login.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(isRunning(orphan)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // A warm start after a clean stop.
    const third = await startServer(port);
    third.child.kill('SIGINT');
    expect(await exited(third.child)).toBe(0);
  }, 240_000);
});
