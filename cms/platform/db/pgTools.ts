/**
 * pg_dump and pg_restore for a given server. pg_dump refuses a server of a newer major version, so the tools must
 * be at least the server's version: PG_BIN_DIR when set, else the newest /usr/lib/postgresql/<major>/bin that is
 * new enough, else the copy `scripts/ensure-pg-client.sh` builds, else pg_dump on the PATH.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  major: number;
}

function toolsIn(dir: string): PgTools | undefined {
  const pgDump = path.join(dir, 'pg_dump');
  const pgRestore = path.join(dir, 'pg_restore');
  if (!existsSync(pgDump) || !existsSync(pgRestore)) return undefined;
  return { pgDump, pgRestore, major: versionOf(pgDump) };
}

function versionOf(binary: string): number {
  try {
    const match = /\(PostgreSQL\) (\d+)/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function candidateDirs(): string[] {
  const debian = '/usr/lib/postgresql';
  const packaged = existsSync(debian)
    ? readdirSync(debian)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(debian, major, 'bin'))
    : [];
  // Where the system keeps programs, not settings of the marketplace: read here, where they are searched.
  /* eslint-disable no-restricted-syntax */
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  const built = existsSync(path.join(cacheHome, 'marquee-motors'))
    ? readdirSync(path.join(cacheHome, 'marquee-motors'))
        .filter((entry) => entry.startsWith('pg-client-'))
        .map((entry) => path.join(cacheHome, 'marquee-motors', entry, 'bin'))
    : [];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...(process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : []), ...packaged, ...built, ...onPath];
  /* eslint-enable no-restricted-syntax */
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query<{ version: number }>(
      "select current_setting('server_version_num')::int as version",
    );
    return Math.floor(result.rows[0].version / 10000);
  } finally {
    await client.end();
  }
}

export function findPgTools(minimumMajor: number): PgTools {
  for (const dir of candidateDirs()) {
    const tools = toolsIn(dir);
    if (tools && tools.major >= minimumMajor) return tools;
  }
  throw new Error(
    `No pg_dump/pg_restore of PostgreSQL ${minimumMajor} or newer was found. Install postgresql-client-${minimumMajor} ` +
      `(PGDG's apt repository), set PG_BIN_DIR to its bin folder, or run: bash scripts/ensure-pg-client.sh`,
  );
}

/** The URL without its password, for the command line (visible to `ps`), and the password for PGPASSWORD. */
export function splitCredentials(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
