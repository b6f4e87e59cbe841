/**
 * The server's log output as an operator collects it (stdout of `cms/main.ts` at LOG_LEVEL=info): one JSON line
 * per request with its id, method, path, status and duration; an `X-Request-Id` on every answer; and never a
 * password, a session token or a cookie value, whatever the caller sent (sign-up, sign-in, a wrong password,
 * Payload's own login that answers the token in its body, an upload, sign-out). A client's mistake is never an
 * error line, and the migrations at start are one line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/database.ts';
import { cameraJpeg, uploadForm } from '../helpers/photos.ts';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';
import { brand } from '../../contract/brand.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-logging-'));
let databaseUrl = '';
let server: ServerProcess;

beforeAll(async () => {
  databaseUrl = await createDatabaseFrom(inject('adminUrl'), inject('templateDatabase'));
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: scratch,
    MEDIA_DIR: path.join(scratch, 'media'),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop('SIGTERM');
  if (databaseUrl) await dropDatabase(inject('adminUrl'), databaseUrl);
  rmSync(scratch, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  status?: number;
  reqId?: string;
  method?: string;
  path?: string;
  durationMs?: number;
}

function jsonLines(): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Waits (5 s at most) until the child's log holds a request line with this id: its writes reach the pipe later. */
async function logged(reqId: string | null): Promise<void> {
  for (
    let waited = 0;
    waited < 5000 && !jsonLines().some((line) => line.reqId === reqId && line.msg === 'request');
    waited += 50
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('request logs', () => {
  it('writes one JSON line per request with its id, and echoes a caller id or makes one', async () => {
    const visitor = new ApiClient(server.baseUrl);
    const traced = await visitor.request('GET', '/api/vehicles/search?make=BMW', undefined, {
      'X-Request-Id': 'lb-trace-0001',
    });
    expect(traced.headers.get('x-request-id')).toBe('lb-trace-0001');
    const fresh = await visitor.get('/api/pages/no-such-page');
    const generated = fresh.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could forge log content is replaced, not echoed.
    const forged = await visitor.request('GET', '/api/health', undefined, { 'X-Request-Id': 'x"}\\n{"level":60' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // An enquiry: its email is queued, then written to the log by the job runner (no SMTP here).
    const enquiry = await visitor.request(
      'POST',
      '/api/contact',
      { firstName: 'Lo', lastName: 'Gs', email: 'buyer@example.com', subject: 'Hi', message: 'Is it available?' },
      { 'X-Request-Id': 'lb-trace-0002' },
    );
    expect(enquiry.status).toBe(201);
    await logged(generated);
    await logged('lb-trace-0001');
    await logged('lb-trace-0002');

    const lines = jsonLines();
    expect(lines.find((line) => line.reqId === 'lb-trace-0001')).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/api/vehicles/search',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(lines.find((line) => line.reqId === generated)).toMatchObject({
      method: 'GET',
      path: '/api/pages/no-such-page',
      status: 404,
    });
    // The email's line names its recipient, subject and link; the runner that wrote it served no request, so the
    // line carries no request's id, and the request's own line is one line.
    await expect.poll(() => server.output().includes('Email to ')).toBe(true);
    const emailLine = server
      .output()
      .split('\n')
      .find((line) => line.includes('Email to '))!;
    // In production the log names no link (none here anyway) and says the email was not sent.
    expect(JSON.parse(emailLine).msg).toBe(
      `Email to ${brand.supportEmail}: "[Marquee Motors] Hi" (not sent: SMTP_HOST is not set)`,
    );
    expect(emailLine).not.toContain('reqId');
    const requestLine = server
      .output()
      .split('\n')
      .find((line) => line.includes('"reqId":"lb-trace-0002"') && line.includes('"path":"/api/contact"'))!;
    expect(requestLine.match(/"msg":/g)).toHaveLength(1);
  });

  it('never writes a password, a session token or a cookie value', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const wrongPassword = 'Wr0ng-Guess-Passw0rd';
    const browser = new ApiClient(server.baseUrl);
    expect(
      (await browser.post('/api/register', { email: 'logs@example.com', password, firstName: 'Lo', lastName: 'Gs' }))
        .status,
    ).toBe(201);
    const registeredToken = browser.sessionCookie!;
    expect(
      (await new ApiClient(server.baseUrl).post('/api/login', { email: 'logs@example.com', password: wrongPassword }))
        .status,
    ).toBe(401);
    expect((await browser.post('/api/login', { email: 'logs@example.com', password })).status).toBe(200);
    const signedInToken = browser.sessionCookie!;
    expect((await browser.get('/api/user')).status).toBe(200);
    const upload = await browser.post('/api/media/upload', uploadForm(await cameraJpeg(800, 600)));
    expect(upload.status).toBe(200);
    // The session token sent as a bearer token, and a stale cookie, in headers.
    const restToken = signedInToken;
    await new ApiClient(server.baseUrl).request('GET', '/api/user', undefined, { Authorization: `JWT ${restToken}` });
    await new ApiClient(server.baseUrl).request('GET', '/api/user', undefined, {
      Cookie: `marketplace-token=${registeredToken}x`,
    });
    const logout = await browser.post('/api/logout');
    expect(logout.status).toBe(200);
    await logged(logout.headers.get('x-request-id'));

    const output = server.output();
    expect(jsonLines().filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(8);
    const secrets = { password, wrongPassword, registeredToken, signedInToken, restToken };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(output.includes(secret), `${name} appears in the log`).toBe(false);
      // A JWT's signature alone is enough to matter.
      const signature = secret.split('.').at(-1)!;
      expect(output.includes(signature), `${name}'s signature appears in the log`).toBe(false);
    }
    expect(output).not.toMatch(/marketplace-token=/);
  });

  it('says in one line that the schema is up to date, instead of two lines per migration', () => {
    const lines = jsonLines();
    expect(
      lines.filter((line) => /^Database schema up to date \(\d+ migrations, none to apply\)$/.test(line.msg)),
    ).toHaveLength(1);
    expect(lines.some((line) => /^Migrat(ing|ed):/.test(line.msg))).toBe(false);
  });

  it("logs a client's mistakes at info, never at error: a wrong password, a staff member's bad query", async () => {
    const staff = new ApiClient(server.baseUrl);
    expect(
      (
        await staff.post('/api/register', {
          email: 'staff-logs@example.com',
          password: 'staff-secret-1',
          firstName: 'St',
          lastName: 'Aff',
        })
      ).status,
    ).toBe(201);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    await database
      .query("update users set role = 'admin' where email = 'staff-logs@example.com'")
      .finally(() => database.end());

    const stranger = new ApiClient(server.baseUrl);
    expect(
      (await stranger.post('/api/login', { email: 'staff-logs@example.com', password: 'wrong-secret-1' })).status,
    ).toBe(401);
    expect(
      (await stranger.post('/cms-api/users/login', { email: 'staff-logs@example.com', password: 'wrong-secret-1' }))
        .status,
    ).toBe(404);
    // Payload's own refusal: its error handler logged this 400 as an error with a stack.
    const query = await staff.get('/cms-api/vehicles?where[nonsense][equals]=1');
    expect(query.status).toBe(400);
    const queryId = query.headers.get('x-request-id');
    await logged(queryId);

    const lines = jsonLines();
    expect(lines.find((line) => line.reqId === queryId && line.msg !== 'request')).toMatchObject({
      level: 30,
      status: 400,
      msg: 'The following path cannot be queried: nonsense',
    });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(server.output()).not.toContain('"stack"');
  });
});
