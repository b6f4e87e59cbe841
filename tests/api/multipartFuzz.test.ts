/**
 * Malformed and cut-off multipart uploads sent byte for byte to a real server process, as a careless client or an
 * attacker would: every one gets its own 4xx (or, for a client that hangs up, nothing), and the process answers
 * /api/health after each. Before its file streams' errors were handled, a body that ended before the closing
 * boundary ended the process ("Unexpected end of form").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { defaultUploadPreset } from '../../contract/media.ts';
import { ApiClient } from '../helpers/client.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/database.ts';
import { multipartRequests, type RawRequest } from '../helpers/multipartCorpus.ts';
import { cameraJpeg } from '../helpers/photos.ts';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-multipart-'));
let server: ServerProcess;
let databaseUrl: string;
let cookie: string;

beforeAll(async () => {
  databaseUrl = await createDatabaseFrom(inject('adminUrl'), inject('templateDatabase'));
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch,
    MEDIA_DIR: path.join(scratch, 'media'),
  });
  const seller = new ApiClient(server.baseUrl);
  const registered = await seller.post('/api/register', {
    email: 'multipart@test.example',
    password: 'multi-pw-1',
    firstName: 'M',
    lastName: 'P',
  });
  expect(registered.status).toBe(201);
  cookie = `marketplace-token=${seller.sessionCookie}`;
}, 180_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  await dropDatabase(inject('adminUrl'), databaseUrl).catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
});

/** Sends the request's bytes over one connection; resolves with the status line's code, or 0 if none came. */
function sendRaw(request: RawRequest): Promise<number> {
  const { port, hostname } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    };
    socket.setTimeout(15_000, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(answer) && answer.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => {
      const head = [
        `${request.method} ${request.path} HTTP/1.1`,
        `Host: ${server.baseUrl.slice('http://'.length)}`,
        `Origin: ${server.baseUrl}`,
        `Cookie: ${cookie}`,
        'Connection: close',
        ...request.headers,
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      socket.write(request.body);
      // A client that hangs up mid-body: nothing is owed to it, but the server must live on.
      if (request.hangUp) setTimeout(() => socket.destroy(), 50);
    });
  });
}

describe('multipart uploads that are cut off or malformed', () => {
  it('answers each with its own 4xx and keeps serving', async () => {
    const corpus = multipartRequests(
      '/api/media/upload',
      { upload_preset: defaultUploadPreset },
      await cameraJpeg(320, 240),
    );
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    for (const request of corpus) {
      const status = await sendRaw(request);
      statuses[status] = (statuses[status] ?? 0) + 1;
      const expected = request.hangUp ? status === 0 || (status >= 400 && status < 500) : status >= 200 && status < 500;
      if (!expected) failures.push(`${request.name}: ${status}`);
      const health = await fetch(`${server.baseUrl}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (health !== 200) {
        failures.push(`${request.name}: the server stopped answering (exit code ${server.child.exitCode})`);
        break;
      }
    }
    console.log(
      `multipart corpus: ${corpus.length} requests: ${Object.entries(statuses)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}`,
    );
    expect(failures).toEqual([]);
    // Only the accepted uploads stored a photo.
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const stored = await database
      .query<{ count: number }>('select count(*)::int as count from media')
      .finally(() => database.end());
    expect(stored.rows[0]!.count).toBe(statuses[200] ?? 0);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unexpected end of form|uncaught/i);
  }, 300_000);
});
