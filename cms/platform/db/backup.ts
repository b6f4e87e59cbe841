/**
 * Logical backups in pg_dump's custom format (compressed, restorable table by table with pg_restore), and their
 * restore over the configured database. A restore replaces the whole `public` schema (Payload's tables, the
 * migrations' record, the extensions), after taking a safety backup of what it replaces; if pg_restore fails, that
 * safety backup is put back.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPgTools, serverMajor, splitCredentials } from './pgTools.ts';

const run = promisify(execFile);

export function defaultBackupFile(dataDir: string, label = 'marketplace', date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return path.join(dataDir, 'backups', `${label}-${stamp}.dump`);
}

async function tools(url: string) {
  return findPgTools(await serverMajor(url));
}

export async function backupDatabase(url: string, file: string): Promise<void> {
  const { pgDump } = await tools(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const target = splitCredentials(url);
  await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.url}`], {
    // pg_dump and pg_restore inherit this process's environment (PATH, locale) plus the target's credentials.
    // eslint-disable-next-line no-restricted-syntax
    env: { ...process.env, ...target.env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A session whose client has just disconnected stays listed until its backend exits: counted again this long. */
const CLOSING_SESSIONS_MS = 3_000;

/** Sessions of other processes on this database (app servers still running), once those just closed are gone. */
export function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const deadline = Date.now() + CLOSING_SESSIONS_MS;
    for (;;) {
      const result = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const count = result.rows[0].count;
      if (count === 0 || Date.now() >= deadline) return count;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

async function replaceSchemaWith(url: string, file: string): Promise<void> {
  const { pgRestore } = await tools(url);
  await withClient(url, (client) => client.query('drop schema if exists public cascade; create schema public'));
  const target = splitCredentials(url);
  await run(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file],
    {
      // pg_dump and pg_restore inherit this process's environment (PATH, locale) plus the target's credentials.
      // eslint-disable-next-line no-restricted-syntax
      env: { ...process.env, ...target.env },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** Restores `file` over the database; returns the safety backup of what was there before. */
export async function restoreDatabase(url: string, file: string, safetyFile: string): Promise<string> {
  await backupDatabase(url, safetyFile);
  try {
    await replaceSchemaWith(url, file);
  } catch (error) {
    await replaceSchemaWith(url, safetyFile);
    throw new Error(
      `The restore failed and the database was put back as it was: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  }
  return safetyFile;
}
