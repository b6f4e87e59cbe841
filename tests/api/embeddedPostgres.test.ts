/** The embedded PostgreSQL that `npm start` runs when DATABASE_URL is not set. */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../cms/platform/db/embedded.ts';

const isRoot = process.getuid?.() === 0;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

function scratchDir(mode = 0o755): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-'));
  chmodSync(dir, mode);
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dataDir: string): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres(dataDir, () => undefined);
  cleanup.push(() => database.stop());
  return database;
}

async function answers(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select inet_server_addr()::text as address')).rows[0].address;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it.runIf(isRoot)(
    'starts as root inside a private (0700) folder, as a fresh mktemp clone is',
    async () => {
      const privateParent = scratchDir(0o700);
      const database = await start(path.join(privateParent, 'checkout', '.data'));
      expect(await answers(database.adminUrl)).toBe('127.0.0.1/32');
    },
    60_000,
  );

  it('gives two data directories two ports, listening on loopback only', async () => {
    const [first, second] = [await start(scratchDir()), await start(scratchDir())];
    expect(new URL(first.adminUrl).port).not.toBe(new URL(second.adminUrl).port);
    expect(new URL(first.adminUrl).hostname).toBe('127.0.0.1');
    expect(await answers(second.adminUrl)).toBe('127.0.0.1/32');
  }, 60_000);

  it('starts over a stale postmaster.pid left by a crash', async () => {
    const dataDir = scratchDir();
    const database = await startEmbeddedPostgres(dataDir, () => undefined);
    await database.stop();
    // A lock file naming a process that no longer exists, as after a power cut.
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    mkdirSync(path.dirname(pidFile), { recursive: true });
    writeFileSync(pidFile, `999999\n${path.join(dataDir, 'postgres')}\n0\n${new URL(database.adminUrl).port}\n`);
    const restarted = await start(dataDir);
    expect(await answers(restarted.adminUrl)).toBe('127.0.0.1/32');
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(999999);
  }, 60_000);
});
