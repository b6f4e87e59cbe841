/**
 * Saved-search alerts and saved cars' price cuts, end to end on a real database and a real SMTP server on
 * loopback: one email per account and run, nothing more on the next run, nothing for a paused search, an
 * unverified account or a car listed before the search was saved; a failed run sends nothing and skips nothing;
 * the email's unsubscribe links work signed out, and a forged token is refused and changes nothing.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths } from '../../contract/accountPaths.ts';
import { unsubscribeMessages } from '../../contract/alerts.ts';
import { refusedUnsubscribesPerAddress } from '../../cms/http/api/alerts.ts';
import type { AlertRunFrequency } from '../../contract/savedSearches.ts';
import { runAlerts } from '../../cms/domain/alerts/runAlerts.ts';
import { alertNews } from '../../cms/domain/email/alertNews.ts';
import type { AlertEmailIntent } from '../../cms/domain/email/emailIntents.ts';
import { EMAIL_TASK } from '../../cms/payload/jobs/emailTask.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { runSql } from '../../cms/platform/db/sql.ts';
import { statementsSentToBusyClients } from '../helpers/busyClients.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { startSmtpServer, type SmtpInbox, type SmtpMessage } from '../helpers/smtpServer.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';
import { queuedEmails } from '../helpers/emailJobs.ts';

let inbox: SmtpInbox;
let server: TestServer;
let sellerId: number;

beforeAll(async () => {
  inbox = await startSmtpServer();
  server = await startTestServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    EMAIL_RETRY_BASE_MS: '50',
    JOB_POLL_MS: '200',
  });
  sellerId = (await createAccount(server.payload, 'user', 'seller')).id;
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

async function buyer(options: { verified?: boolean } = {}) {
  const account = await createAccount(server.payload, 'user', 'buyer', options);
  return { ...account, client: await signedInClient(server.baseUrl, account) };
}

async function saveSearch(client: ApiClient, name: string, query: string, frequency: AlertRunFrequency | 'never') {
  const response = await client.post('/api/user/searches', { name, query, frequency });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Where a run of that kind has read up to: every transaction below it is read. */
async function cursorOf(frequency: AlertRunFrequency) {
  const [row] = await runSql<{ mark: string }>(
    server.payload,
    sql`select xact::text as mark from alert_cursors where frequency = ${frequency}`,
  );
  return BigInt(row!.mark);
}

/**
 * Runs of that kind until one has read every change committed before the call, with what they did. A run leaves
 * for the next one what an older transaction still open anywhere in the cluster may yet write (under a parallel
 * test run, another file's); a scheduled run of the server may hold the kind meanwhile.
 */
async function run(frequency: AlertRunFrequency) {
  const [next] = await runSql<{ mark: string }>(
    server.payload,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`,
  );
  const done = { listingsChanged: 0, searchesMatched: 0, emailsQueued: 0 };
  for (;;) {
    const result = await runAlerts(server.payload, frequency);
    done.listingsChanged += result.listingsChanged;
    done.searchesMatched += result.searchesMatched;
    done.emailsQueued += result.emailsQueued;
    if ((await cursorOf(frequency)) >= BigInt(next!.mark)) return done;
    await pause();
  }
}

/** Every queued email sent: what the inbox holds is all there will be. */
const emailsSettled = (payload: Payload) => expect.poll(() => queuedEmails(payload), { timeout: 15_000 }).toBe(0);

const to = (email: string) => (message: SmtpMessage) => message.to.includes(email);
const sentTo = (email: string) => inbox.messages.filter(to(email));

describe('new listings for saved searches', () => {
  it('one email per account and run with the matching cars, and nothing more on the next run', async () => {
    const { email, client } = await buyer();
    await saveSearch(client, 'Porsche 911 under $100k', 'make=Porsche&model=911&maxPrice=100000', 'instant');
    await saveSearch(client, 'Any 911', 'model=911', 'instant');
    // Conditions beyond make, model, price and year are checked with search's own.
    await saveSearch(client, 'Porsche sedans', 'make=Porsche&bodyType=sedan&maxMileage=50000', 'instant');
    await saveSearch(client, 'Porsche SUVs', 'make=Porsche&bodyType=suv', 'instant');
    // Someone's search near a place the ZIP table does not know matches nothing, and stops no one else's alert.
    // The storefront's door refuses that place; a search saved before the ZIP table lost a place looks the same.
    const dreamer = await buyer();
    await server.payload.create({
      collection: 'saved-searches',
      data: {
        user: dreamer.id,
        name: 'Near Atlantis',
        query: 'make=Porsche&location=Atlantis%2C%20ZZ',
        frequency: 'instant',
      },
      overrideAccess: true,
    });
    const match = await createListing(server.payload, sellerId, {
      status: 'approved',
      make: 'Porsche',
      model: '911',
      trim: 'Carrera S',
      price: 98500,
    });
    const tooDear = await createListing(server.payload, sellerId, {
      status: 'approved',
      make: 'Porsche',
      model: '911',
      price: 120000,
    });
    const pending = await createListing(server.payload, sellerId, { make: 'Porsche', model: '911', price: 90000 });
    await run('instant');
    const message = await inbox.waitFor(to(email));
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(1);
    expect(message.subject).toBe('New cars for 3 of your saved searches');
    expect(message.text).toContain("'Porsche 911 under $100k': 1 new car");
    expect(message.text).toContain("'Any 911': 2 new cars");
    expect(message.text).toContain("'Porsche sedans': 2 new cars");
    expect(message.text).not.toContain('Porsche SUVs');
    expect(inbox.linkIn(message, `/vehicles/${match.id}`)).toBeTruthy();
    expect(message.text).toContain(`/vehicles/${tooDear.id}`);
    expect(message.text).not.toContain(`/vehicles/${pending.id}`);
    expect(message.text).toContain('$98,500');
    // Each kind of alert can be stopped from the email, and mail clients get one-click unsubscribe.
    expect(inbox.linkIn(message, accountPaths.unsubscribeAlerts)).toContain('token=');
    expect(message.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=/,
    );
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await run('instant');
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(1);
    expect(sentTo(dreamer.email)).toHaveLength(0);
  });

  it('a daily search waits for the daily run; a paused or never search, an unverified account and a car listed before the search get nothing', async () => {
    const daily = await buyer();
    const paused = await buyer();
    const never = await buyer();
    const unverified = await buyer({ verified: false });
    const late = await buyer();
    const before = await createListing(server.payload, sellerId, { status: 'approved', make: 'Lotus', model: 'Emira' });
    await saveSearch(late.client, 'Lotus', 'make=Lotus', 'instant');
    await saveSearch(daily.client, 'Lotus', 'make=Lotus', 'daily');
    const toPause = await saveSearch(paused.client, 'Lotus', 'make=Lotus', 'instant');
    expect((await paused.client.patch(`/api/user/searches/${toPause.id}`, { paused: true })).status).toBe(200);
    await saveSearch(never.client, 'Lotus', 'make=Lotus', 'never');
    await saveSearch(unverified.client, 'Lotus', 'make=Lotus', 'instant');
    const after = await createListing(server.payload, sellerId, { status: 'approved', make: 'Lotus', model: 'Evora' });

    await run('instant');
    const lateEmail = await inbox.waitFor(to(late.email));
    expect(lateEmail.text).toContain(`/vehicles/${after.id}`);
    expect(lateEmail.text).not.toContain(`/vehicles/${before.id}`);
    await emailsSettled(server.payload);
    for (const account of [daily, paused, never, unverified]) expect(sentTo(account.email)).toHaveLength(0);

    await run('daily');
    const dailyEmail = await inbox.waitFor(to(daily.email));
    expect(dailyEmail.subject).toBe("New match for 'Lotus': 2021 Lotus Evora Competition");
    await emailsSettled(server.payload);
    for (const account of [paused, never, unverified]) expect(sentTo(account.email)).toHaveLength(0);
    expect(sentTo(late.email)).toHaveLength(1);
  });

  it('a run that fails sends nothing and moves nothing: the next run sends the car once', async () => {
    const { email, client } = await buyer();
    await saveSearch(client, 'Morgan', 'make=Morgan', 'instant');
    // The run dies after matching, while queueing its emails (the database refuses them, as a lost connection would).
    // DDL takes no parameters: the task's name is written in.
    const refuseEmails = sql.raw(
      `alter table payload_jobs add constraint no_email_now check (task_slug <> '${EMAIL_TASK}') not valid`,
    );
    await runSql(server.payload, refuseEmails);
    const car = await createListing(server.payload, sellerId, {
      status: 'approved',
      make: 'Morgan',
      model: 'Plus Four',
    });
    try {
      await expect(runAlerts(server.payload, 'instant')).rejects.toThrow();
    } finally {
      await runSql(server.payload, sql`alter table payload_jobs drop constraint no_email_now`);
    }
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(0);
    await run('instant');
    const message = await inbox.waitFor(to(email));
    expect(message.text).toContain(`/vehicles/${car.id}`);
    await run('instant');
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(1);
  });

  it('a cursor ahead of the database (restored into a new cluster) is reset, and later cars are alerted', async () => {
    const { email, client } = await buyer();
    await saveSearch(client, 'Caterham', 'make=Caterham', 'instant');
    await run('instant');
    await runSql(server.payload, sql`update alert_cursors set xact = xact + 1000000000 where frequency = 'instant'`);
    expect(await run('instant')).toMatchObject({ listingsChanged: 0, emailsQueued: 0 });
    const car = await createListing(server.payload, sellerId, { status: 'approved', make: 'Caterham', model: 'Seven' });
    await run('instant');
    const message = await inbox.waitFor(to(email));
    expect(message.text).toContain(`/vehicles/${car.id}`);
  });

  it('an email made after its search moved from instant to daily leaves that search out', async () => {
    const account = await buyer();
    const search = await saveSearch(account.client, 'Ariel', 'make=Ariel', 'instant');
    const car = await createListing(server.payload, sellerId, { status: 'approved', make: 'Ariel', model: 'Atom' });
    const intent: AlertEmailIntent = {
      kind: 'alerts',
      userId: account.id,
      frequency: 'instant',
      searches: [{ searchId: search.id, vehicleIds: [car.id], total: 1 }],
      cuts: [],
    };
    expect(await alertNews(server.payload, intent)).not.toBeNull();
    expect((await account.client.patch(`/api/user/searches/${search.id}`, { frequency: 'daily' })).status).toBe(200);
    expect(await alertNews(server.payload, intent)).toBeNull();
  });

  it('two runs at once send each alert once', async () => {
    const { email, client } = await buyer();
    await saveSearch(client, 'Alpine', 'make=Alpine', 'instant');
    await createListing(server.payload, sellerId, { status: 'approved', make: 'Alpine', model: 'A110' });
    const results = await Promise.all([runAlerts(server.payload, 'instant'), runAlerts(server.payload, 'instant')]);
    expect(results.filter((result) => result.busy).length).toBeLessThanOrEqual(1);
    await run('instant');
    await inbox.waitFor(to(email));
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(1);
  });

  it('a car approved while an older transaction is still open is left to the next run, which sends it once', async () => {
    const { email, client } = await buyer();
    await saveSearch(client, 'Ginetta', 'make=Ginetta', 'instant');
    // Began before the car: until it ends, a price it writes would land behind a cursor moved past the car.
    const older = await poolOf(server.payload).connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      const car = await createListing(server.payload, sellerId, { status: 'approved', make: 'Ginetta', model: 'G40' });
      while ((await runAlerts(server.payload, 'instant')).busy) await pause();
      await emailsSettled(server.payload);
      expect(sentTo(email)).toHaveLength(0);
      await older.query('commit');
      while ((await runAlerts(server.payload, 'instant')).busy) await pause();
      expect((await inbox.waitFor(to(email))).text).toContain(`/vehicles/${car.id}`);
    } finally {
      older.release();
    }
    await run('instant');
    await emailsSettled(server.payload);
    expect(sentTo(email)).toHaveLength(1);
  });
});

describe('price cuts on saved cars', () => {
  it('the daily run emails each account that saved the car, once; a rise or an account that opted out gets nothing', async () => {
    const saver = await buyer();
    const optedOut = await buyer();
    const car = await createListing(server.payload, sellerId, {
      status: 'approved',
      make: 'Jaguar',
      model: 'F-Type',
      trim: 'R',
      price: 72000,
    });
    const dearer = await createListing(server.payload, sellerId, { status: 'approved', make: 'Jaguar', price: 50000 });
    for (const account of [saver, optedOut]) {
      expect((await account.client.put(`/api/user/saved/${car.id}`)).status).toBe(201);
      expect((await account.client.put(`/api/user/saved/${dearer.id}`)).status).toBe(201);
    }
    expect((await optedOut.client.patch('/api/user', { savedCarAlerts: false })).body.savedCarAlerts).toBe(false);
    // Both listings were new to this run's window: the first daily run reads them as new, not as cut.
    await run('daily');
    await emailsSettled(server.payload);
    const sentBefore = sentTo(saver.email).length;

    await server.payload.update({ collection: 'vehicles', id: car.id, data: { price: 68500 }, overrideAccess: true });
    await server.payload.update({
      collection: 'vehicles',
      id: dearer.id,
      data: { price: 52000 },
      overrideAccess: true,
    });
    await run('daily');
    const message = await inbox.waitFor((m) => to(saver.email)(m) && m.subject.startsWith('Price drop'));
    expect(message.subject).toBe('Price drop: 2021 Jaguar F-Type R is now $68,500');
    expect(message.text).toContain('Now $68,500, was $72,000 ($3,500 less)');
    expect(message.text).not.toContain(`/vehicles/${dearer.id}`);
    await run('daily');
    await emailsSettled(server.payload);
    expect(sentTo(saver.email)).toHaveLength(sentBefore + 1);
    expect(sentTo(optedOut.email)).toHaveLength(0);
  });

  it('an account that saved the car after its cut is not told of it', async () => {
    const car = await createListing(server.payload, sellerId, { status: 'approved', make: 'Lexus', price: 60000 });
    await run('daily');
    await server.payload.update({ collection: 'vehicles', id: car.id, data: { price: 55000 }, overrideAccess: true });
    const late = await buyer();
    expect((await late.client.put(`/api/user/saved/${car.id}`)).status).toBe(201);
    await run('daily');
    await emailsSettled(server.payload);
    expect(sentTo(late.email)).toHaveLength(0);
  });
});

describe('unsubscribe', () => {
  async function alerted() {
    const account = await buyer();
    const search = await saveSearch(account.client, 'Lancia', 'make=Lancia', 'instant');
    await account.client.put(
      `/api/user/saved/${(await createListing(server.payload, sellerId, { status: 'approved' })).id}`,
    );
    await createListing(server.payload, sellerId, { status: 'approved', make: 'Lancia', model: 'Delta' });
    await run('instant');
    // The email goes through the jobs queue: under a full parallel test run it has taken longer than 15 s.
    return { ...account, search, message: await inbox.waitFor(to(account.email), 25_000) };
  }

  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('the email’s link pauses that search, signed out, and says so; opening it again is harmless', async () => {
    const { id, search, message } = await alerted();
    const visitor = new ApiClient(server.baseUrl);
    const token = tokenOf(inbox.linkIn(message, accountPaths.unsubscribeAlerts));
    const response = await visitor.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ scope: 'search', message: unsubscribeMessages.search('Lancia') });
    expect((await visitor.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const row = await server.payload.findByID({ collection: 'saved-searches', id: search.id, overrideAccess: true });
    expect(row.paused).toBe(true);
    const user = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
    expect(user.savedCarAlerts).not.toBe(false);
  });

  it('a GET of the link, as a scanner sends it, changes nothing', async () => {
    const { id, search, message } = await alerted();
    const url = message.headers['list-unsubscribe']!.slice(1, -1);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(404);
    const row = await server.payload.findByID({ collection: 'saved-searches', id: search.id, overrideAccess: true });
    expect(row.paused).toBe(false);
    const user = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
    expect(user.savedCarAlerts).not.toBe(false);
  });

  it('the one-click header stops every alert of the account', async () => {
    const { id, client, search, message } = await alerted();
    const another = await saveSearch(client, 'Lancia Delta', 'make=Lancia&model=Delta', 'daily');
    const url = message.headers['list-unsubscribe']!.slice(1, -1);
    let response: Response | undefined;
    // Search after search in the update's transaction: no statement queued on its one connection.
    const queued = await statementsSentToBusyClients(async () => {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    });
    expect(queued).toEqual([]);
    expect(response!.status).toBe(200);
    for (const paused of [search, another]) {
      const row = await server.payload.findByID({ collection: 'saved-searches', id: paused.id, overrideAccess: true });
      expect(row.paused, String(paused.id)).toBe(true);
    }
    const user = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
    expect(user.savedCarAlerts).toBe(false);
  });

  it('a forged, altered or foreign token is refused and changes nothing', async () => {
    const { search, message } = await alerted();
    const other = await alerted();
    const token = tokenOf(inbox.linkIn(message, accountPaths.unsubscribeAlerts));
    const [scope, , signature] = token.split('.');
    const visitor = new ApiClient(server.baseUrl);
    for (const forged of [
      // Another search's id under this search's signature.
      `${scope}.${other.search.id}.${signature}`,
      // This search, signed with another key.
      `${scope}.${search.id}.${'A'.repeat(43)}`,
      // The account-wide scope with a search's signature.
      `a.${search.id}.${signature}`,
      token.slice(0, -1),
      'nonsense',
    ]) {
      const response = await visitor.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(response.status, forged).toBe(400);
      expect(response.body.message).toBe(unsubscribeMessages.invalid);
    }
    for (const id of [search.id, other.search.id]) {
      const row = await server.payload.findByID({ collection: 'saved-searches', id, overrideAccess: true });
      expect(row.paused).toBe(false);
    }
    expect((await visitor.post('/api/alerts/unsubscribe')).status).toBe(400);
  }, 60_000);

  it('limits refused tokens per address, never the valid ones a mail provider sends for many people', async () => {
    const { message } = await alerted();
    const valid = `/api/alerts/unsubscribe?token=${encodeURIComponent(tokenOf(inbox.linkIn(message, accountPaths.unsubscribeAlerts)))}`;
    const visitor = new ApiClient(server.baseUrl);
    for (let i = 0; i < refusedUnsubscribesPerAddress.max + 5; i++)
      expect((await visitor.post(valid)).status).toBe(200);
    let refused = 0;
    let limited;
    do {
      limited = await visitor.post('/api/alerts/unsubscribe?token=nonsense');
      refused += 1;
    } while (limited.status === 400 && refused <= refusedUnsubscribesPerAddress.max);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visitor.post(valid)).status).toBe(200);
  });
});
