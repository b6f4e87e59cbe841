/**
 * Two app servers on one database, as behind a load balancer: the same PAYLOAD_SECRET and PUBLIC_URL, sessions in
 * PostgreSQL. A session started on one works on the other, and signing out on either ends it on both; queued email
 * is sent once, whichever server's job runner gets to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueVin } from '../../bench/load/listings.ts';
import { ApiClient } from '../helpers/client.ts';
import { listingData } from '../helpers/fixtures.ts';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';
import { startSmtpServer, type SmtpInbox } from '../helpers/smtpServer.ts';
import { useTestServer } from '../helpers/testServer.ts';
import { EMAIL_TASK } from '../../cms/payload/jobs/emailTask.ts';
import { queuedEmails } from '../helpers/emailJobs.ts';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpServer();
});
afterAll(() => inbox?.close());
const mailEnv = () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), JOB_POLL_MS: '100' });

const first = useTestServer(mailEnv);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-second-'));
let second: ServerProcess | undefined;

beforeAll(async () => {
  const { env } = first.server;
  second = await startServerProcess({
    DATABASE_URL: env.databaseUrl!,
    PAYLOAD_SECRET: env.payloadSecret,
    PUBLIC_URL: env.publicUrl,
    DATA_DIR: scratch,
    MEDIA_DIR: path.join(scratch, 'media'),
    ...mailEnv(),
  });
}, 180_000);

afterAll(async () => {
  await second?.stop('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
});

/** A browser on the public origin whose requests the load balancer sends to `baseUrl`, with this session cookie. */
function sameBrowserOn(baseUrl: string, session: ApiClient) {
  const cookie = `marketplace-token=${session.sessionCookie}`;
  const client = new ApiClient(baseUrl, first.server.env.publicUrl);
  return {
    get: (url: string) => client.request('GET', url, undefined, { Cookie: cookie }),
    post: (url: string, body?: unknown) => client.request('POST', url, body, { Cookie: cookie }),
  };
}

describe('two app servers on one database', () => {
  it('shares sessions: signed in on one, recognised on the other; a listing written on one is read on the other', async () => {
    const browser = new ApiClient(first.server.baseUrl);
    expect(
      (
        await browser.post('/api/register', {
          email: 'both@example.com',
          password: 'both-pw-1',
          firstName: 'Bo',
          lastName: 'Th',
        })
      ).status,
    ).toBe(201);
    const onSecond = sameBrowserOn(second!.baseUrl, browser);
    expect(await onSecond.get('/api/user')).toMatchObject({ status: 200, body: { email: 'both@example.com' } });
    const created = await onSecond.post('/api/vehicles', listingData({ vin: uniqueVin() }));
    expect(created.status).toBe(201);
    expect((await browser.get(`/api/vehicles/${created.body.id}`)).status).toBe(200);
  });

  it('signing out on the second server ends the session on the first', async () => {
    const browser = new ApiClient(first.server.baseUrl);
    expect((await browser.post('/api/login', { email: 'both@example.com', password: 'both-pw-1' })).status).toBe(200);
    const onSecond = sameBrowserOn(second!.baseUrl, browser);
    const stolenCopy = sameBrowserOn(first.server.baseUrl, browser); // the same cookie, kept after sign-out
    expect((await stolenCopy.get('/api/user')).status).toBe(200);
    expect((await onSecond.post('/api/logout')).status).toBe(200);
    expect((await stolenCopy.get('/api/user')).status).toBe(401);
    expect((await onSecond.get('/api/user')).status).toBe(401);
  });

  it('signing out on the first server ends the session on the second', async () => {
    const browser = new ApiClient(first.server.baseUrl);
    expect((await browser.post('/api/login', { email: 'both@example.com', password: 'both-pw-1' })).status).toBe(200);
    const onSecond = sameBrowserOn(second!.baseUrl, browser);
    expect((await onSecond.get('/api/user')).status).toBe(200);
    const onFirst = sameBrowserOn(first.server.baseUrl, browser);
    expect((await onFirst.post('/api/logout')).status).toBe(200);
    expect((await onSecond.get('/api/user')).status).toBe(401);
  });

  it('sends each queued email once while both servers run the queue', async () => {
    const { payload } = first.server;
    const count = 40;
    inbox.clear();
    // Queued without waking either runner: both find the whole batch at their next poll, at about the same time.
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        payload.jobs.queue({
          task: EMAIL_TASK,
          input: {
            intent: {
              kind: 'emailChanged',
              userId: 1,
              oldEmail: 'old@example.com',
              newEmail: `new-${index}@example.com`,
            },
          },
        }),
      ),
    );
    await expect
      .poll(() => queuedEmails(payload), {
        timeout: 30_000,
      })
      .toBe(0);
    const sent = inbox.messages.map((message) => /new-(\d+)@example\.com/.exec(message.text)?.[1]);
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
  });
});
