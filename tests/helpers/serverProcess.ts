/**
 * The server as an operator runs it: `cms/main.ts` (or its compiled JavaScript) in a child process, for tests and
 * benches that crash it, read its log output, or run two of them. No Vitest import here: bench/ uses it too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );
}

/**
 * The Node options of `npm run serve` in the checkout at `root` (package.json is their one source), so that tests
 * and benchmarks run the server with the options production runs it with.
 */
export function serveNodeOptions(root = projectRoot): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  return scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** The server's TypeScript through tsx (`npm run dev`), or the JavaScript `npm run build:server` compiled (`npm run serve`). */
export const serverCommands = {
  tsx: [...serveNodeOptions(), '--import', 'tsx', 'cms/main.ts'],
  compiled: [...serveNodeOptions(), 'dist/server/cms/main.js'],
} as const;
export type ServerBuild = keyof typeof serverCommands;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(tsx?|css|html)$/.test(entry.name))
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether each of `outputs` exists and is newer than every source under `sources` (folders of the project). */
function builtAfter(outputs: string[], sources: string[]): boolean {
  const built = Math.min(
    ...outputs.map((output) => {
      const file = path.join(projectRoot, output);
      return existsSync(file) ? statSync(file).mtimeMs : 0;
    }),
  );
  return sources.every((dir) => newestSource(path.join(projectRoot, dir)) < built);
}

/** Builds dist/server (`npm run build:server`) unless it is newer than every source of cms/, seed/ and contract/. */
export function ensureCompiledServer(): void {
  if (builtAfter(['dist/server/cms/main.js'], ['cms', 'seed', 'contract'])) return;
  execFileSync('npm', ['run', '--silent', 'build:server'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Builds the storefront and the console (`npm run build --workspaces`), which the server serves from their dist/,
 * unless both are newer than every source of theirs and of contract/.
 */
export function ensureBuiltFrontEnds(): void {
  const apps = ['storefront', 'admin-console'];
  if (
    builtAfter(
      apps.map((app) => `${app}/dist/index.html`),
      [...apps.map((app) => `${app}/src`), 'contract'],
    )
  )
    return;
  execFileSync('npm', ['run', '--silent', 'build', '--workspaces', '--', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface ServerProcessOptions {
  readyTimeoutMs?: number;
  build?: ServerBuild;
}

/** Starts the server with these environment variables (PORT is chosen unless given) and waits for /api/ready. */
export async function startServerProcess(
  env: Record<string, string>,
  { readyTimeoutMs = 120_000, build = 'tsx' }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, serverCommands[build], {
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
  for (const started = Date.now(); Date.now() - started < readyTimeoutMs;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return handle;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await handle.stop('SIGKILL');
  throw new Error(`the server did not become ready in ${readyTimeoutMs} ms:\n${output}`);
}
