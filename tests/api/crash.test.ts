/**
 * The server killed (SIGKILL) while sellers create listings, and started again as an operator would: first the Node
 * process alone dies (its PostgreSQL is left running and reused), then the whole machine's processes die with it
 * (PostgreSQL too, leaving a stale postmaster.pid and a database to recover). Each time, every listing acknowledged
 * with a 201 is there after the restart, and nothing needs a hand.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueVin } from '../../bench/load/listings.ts';
import { parentPid, processIsAlive } from '../../cms/platform/runtime/processes.ts';
import { ApiClient } from '../helpers/client.ts';
import { listingData } from '../helpers/fixtures.ts';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-crash-'));
chmodSync(dataDir, 0o755); // as root, postgres runs as another user
const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
const servers: ServerProcess[] = [];

const postmasterPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
const isRunning = processIsAlive;

/** PostgreSQL's postmaster and its backends (children, from /proc). */
function postgresProcesses(): number[] {
  const postmaster = postmasterPid();
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => parentPid(pid) === postmaster);
  return [postmaster, ...children];
}

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  if (existsSync(pidFile) && isRunning(postmasterPid())) {
    process.kill(postmasterPid(), 'SIGINT');
    for (let waited = 0; waited < 15_000 && existsSync(pidFile); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ServerProcess> {
  const server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    MEDIA_DIR: path.join(dataDir, 'media'),
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  return server;
}

/** Creates listings from 4 concurrent sellers' tabs until `crash` resolves; returns the acknowledged ids. */
async function writeUntilCrash(seller: ApiClient, crash: (acknowledged: number[]) => Promise<void>): Promise<number[]> {
  const acknowledged: number[] = [];
  let crashed = false;
  const writer = async () => {
    while (!crashed) {
      try {
        const answer = await seller.post('/api/vehicles', listingData({ vin: uniqueVin() }));
        if (answer.status === 201) acknowledged.push(answer.body.id);
      } catch {
        return; // the connection was cut by the crash: not acknowledged
      }
    }
  };
  const writers = Promise.all([writer(), writer(), writer(), writer()]);
  while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
  await crash(acknowledged);
  crashed = true;
  await writers;
  return acknowledged;
}

async function missing(seller: ApiClient, ids: number[]): Promise<number[]> {
  const absent: number[] = [];
  for (const id of ids) if ((await seller.get(`/api/vehicles/${id}`)).status !== 200) absent.push(id);
  return absent;
}

describe('server crash during writes', () => {
  it('keeps every acknowledged listing through a killed server and a killed database, and restarts unattended', async () => {
    const port = await freePort();
    const first = await start(port);
    const seller = new ApiClient(first.baseUrl);
    expect(
      (
        await seller.post('/api/register', {
          email: 'crash-writes@example.com',
          password: 'crash-pw-1',
          firstName: 'C',
          lastName: 'Rash',
        })
      ).status,
    ).toBe(201);

    // 1. The Node process dies mid-write; PostgreSQL is left running.
    const beforeFirstCrash = await writeUntilCrash(seller, async () => void (await first.stop('SIGKILL')));
    const orphan = postmasterPid();
    expect(isRunning(orphan)).toBe(true);
    const second = await start(port);
    expect(second.output()).toContain('left by an earlier run');
    expect(await missing(seller, beforeFirstCrash)).toEqual([]);

    // 2. Everything dies at once, as in a power cut: Node, the postmaster and its backends.
    const beforeSecondCrash = await writeUntilCrash(seller, async () => {
      const victims = [second.child.pid!, ...postgresProcesses()];
      for (const pid of victims) process.kill(pid, 'SIGKILL');
      await second.stop('SIGKILL');
      for (let waited = 0; waited < 15_000 && victims.some(isRunning); waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(existsSync(pidFile)).toBe(true); // the stale lock the next start must handle
    const third = await start(port);
    expect(third.output()).toContain('Removing a stale postmaster.pid');
    expect(await missing(seller, [...beforeFirstCrash, ...beforeSecondCrash])).toEqual([]);
    console.log(
      `crash figures: ${beforeFirstCrash.length} + ${beforeSecondCrash.length} acknowledged listings, 0 lost`,
    );

    // A clean stop leaves no PostgreSQL behind.
    expect(await third.stop('SIGTERM')).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 300_000);
});
