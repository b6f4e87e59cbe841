/**
 * The server as an operator runs it: `cms/main.ts` in a child process, for tests and benches that crash it, read
 * its log output, or run two of them. No Vitest import here: bench/ uses it too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { projectRoot } from '../../cms/platform/config/env.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGKILL (a crash) or SIGTERM (a clean stop); resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

/** Starts the server with these environment variables (PORT is chosen unless given) and waits for /api/ready. */
export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 120_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const handle: ServerProcess = {
    child,
    baseUrl,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited(child);
    },
  };
  for (const started = Date.now(); Date.now() - started < readyTimeoutMs; ) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then((response) => response.ok, () => false);
    if (ready) return handle;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await handle.stop('SIGKILL');
  throw new Error(`the server did not become ready in ${readyTimeoutMs} ms:\n${output}`);
}
