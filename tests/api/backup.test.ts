/**
 * `npm run db:backup` and `npm run db:restore` round trip: a backup taken while the server runs, changes made after
 * it, a refused restore while the server still runs, a failed restore (a damaged file) that leaves the database as
 * it was, and a restore that brings back exactly the backed-up listings and accounts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueVin } from '../../bench/load/listings.ts';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { ApiClient } from '../helpers/client.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/database.ts';
import { listingData } from '../helpers/fixtures.ts';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-backup-'));
let databaseUrl = '';
let pgBinDir = '';
let server: ServerProcess | undefined;

const serverEnv = () => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: scratch,
  MEDIA_DIR: path.join(scratch, 'media'),
  PAYLOAD_SECRET: 'backup-test-secret',
});

beforeAll(async () => {
  // PostgreSQL 18 client tools: found, or built once from Debian's source package (minutes on a fresh machine).
  pgBinDir = execFileSync('bash', [path.join(projectRoot, 'scripts', 'ensure-pg-client.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  databaseUrl = await createDatabaseFrom(inject('adminUrl'), inject('templateDatabase'));
  server = await startServerProcess(serverEnv());
}, 900_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (databaseUrl) await dropDatabase(inject('adminUrl'), databaseUrl);
  rmSync(scratch, { recursive: true, force: true });
});

async function npmRun(script: 'db-backup' | 'db-restore', args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', `cms/cli/${script}.ts`, ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, ...serverEnv(), PG_BIN_DIR: pgBinDir, LOG_LEVEL: 'warn' },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function countRows(table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`select count(*)::int as count from ${table}`)).rows[0].count;
  } finally {
    await client.end();
  }
}

describe('database backup and restore', () => {
  it('restores the backed-up data exactly, refuses while a server runs, and survives a damaged backup file', async () => {
    const seller = new ApiClient(server!.baseUrl);
    expect(
      (
        await seller.post('/api/register', {
          email: 'backup@example.com',
          password: 'backup-pw-1',
          firstName: 'Back',
          lastName: 'Up',
        })
      ).status,
    ).toBe(201);
    const kept = await seller.post('/api/vehicles', listingData({ vin: uniqueVin(), description: 'Backed up.' }));
    expect(kept.status).toBe(201);

    // An online backup, while the server serves.
    const file = path.join(scratch, 'nightly.dump');
    const backup = await npmRun('db-backup', ['--out', file]);
    expect(backup.output).toContain('Backup written to');
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    // After the backup: the backed-up listing is deleted, another is created, a second account signs up.
    expect((await seller.delete(`/api/vehicles/${kept.body.id}`)).status).toBeLessThan(300);
    const later = await seller.post(
      '/api/vehicles',
      listingData({ vin: uniqueVin(), description: 'After the backup.' }),
    );
    expect(later.status).toBe(201);
    expect(
      (
        await new ApiClient(server!.baseUrl).post('/api/register', {
          email: 'later@example.com',
          password: 'later-pw-1',
          firstName: 'La',
          lastName: 'Ter',
        })
      ).status,
    ).toBe(201);

    // Refused while an app server still holds the database.
    const refused = await npmRun('db-restore', ['--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop the app servers first');
    await server!.stop('SIGTERM');

    // A damaged file: pg_restore fails and the database is put back as it was.
    const vehiclesBefore = await countRows('vehicles');
    const damaged = path.join(scratch, 'damaged.dump');
    writeFileSync(damaged, 'PGDMP this is not an archive');
    const failed = await npmRun('db-restore', ['--file', damaged]);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('put back as it was');
    expect(await countRows('vehicles')).toBe(vehiclesBefore);

    const restored = await npmRun('db-restore', ['--file', file]);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);
    expect(readdirSync(path.join(scratch, 'backups')).some((name) => name.startsWith('pre-restore-'))).toBe(true);

    server = await startServerProcess(serverEnv());
    const owner = new ApiClient(server.baseUrl);
    expect((await owner.post('/api/login', { email: 'backup@example.com', password: 'backup-pw-1' })).status).toBe(200);
    expect(await owner.get(`/api/vehicles/${kept.body.id}`)).toMatchObject({
      status: 200,
      body: { description: 'Backed up.' },
    });
    expect((await owner.get(`/api/vehicles/${later.body.id}`)).status).toBe(404);
    expect((await owner.post('/api/login', { email: 'later@example.com', password: 'later-pw-1' })).status).toBe(401);
  }, 300_000);
});
