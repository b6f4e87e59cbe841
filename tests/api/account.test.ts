/**
 * Accounts and their email, end to end through a real SMTP server on loopback: every link a test opens is read
 * from what the server received.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../contract/account.ts';
import { runSql } from '../../cms/platform/db/sql.ts';
import { statementsSentToBusyClients } from '../helpers/busyClients.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { cameraJpeg, uploadForm } from '../helpers/photos.ts';
import { startSmtpServer, type SmtpInbox, type SmtpMessage } from '../helpers/smtpServer.ts';
import { useTestServer } from '../helpers/testServer.ts';
import { queuedEmails } from '../helpers/emailJobs.ts';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpServer();
});
afterAll(() => inbox?.close());

const api = useTestServer(() => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(inbox.port),
  SMTP_FROM: 'listings@marketplace.test',
  EMAIL_RETRY_BASE_MS: '50',
  JOB_POLL_MS: '200',
}));

beforeEach(async () => {
  inbox.clear();
  // This file signs up more accounts from one address than an hour allows; the limit has tests of its own.
  await runSql(api.server.payload, sql`delete from rate_limits where key like 'register:%'`);
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.com`;
const to = (email: string) => (message: SmtpMessage) => message.to.includes(email);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function register(email = uniqueEmail('seller'), password = 'secret1') {
  const client = new ApiClient(api.server.baseUrl);
  const response = await client.post('/api/register', { email, password, firstName: 'Sam', lastName: 'Seller' });
  expect(response.status).toBe(201);
  return { client, email, password, id: response.body.id as number };
}

async function userRow(id: number) {
  return api.server.payload.findByID({ collection: 'users', id, overrideAccess: true, showHiddenFields: true });
}

async function pendingIds(admin: ApiClient): Promise<number[]> {
  const queue = await admin.get('/api/admin/vehicles/pending');
  expect(queue.status).toBe(200);
  return (queue.body as { id: number }[]).map((item) => item.id);
}

async function resetLinkFor(email: string): Promise<string> {
  const response = await api.visitor.post('/api/forgot-password', { email });
  expect(response.status).toBe(200);
  const message = await inbox.waitFor((received) => to(email)(received) && received.text.includes('/reset-password'));
  return inbox.linkIn(message, '/reset-password');
}

describe('registration and email verification', () => {
  it('welcomes a new account with a link that verifies its email, once', async () => {
    const { client, email, id } = await register();
    expect((await client.get('/api/user')).body).toMatchObject({ emailVerified: false, pendingEmail: null });
    const welcome = await inbox.waitFor(to(email));
    expect(welcome.subject).toMatch(/welcome/i);
    // Anyone may register any address: the email carries nothing the registrant wrote.
    expect(welcome.text).toMatch(/^Hello,$/m);
    expect(welcome.text).not.toContain('Sam');
    const link = inbox.linkIn(welcome, '/verify-email');
    expect(link.startsWith(api.server.baseUrl)).toBe(true);

    // The table keeps a digest, never the emailed token.
    const stored = await runSql<{ token_hash: string }>(
      api.server.payload,
      sql`select token_hash from email_verifications where user_id = ${id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(tokenOf(link));

    const verified = await api.visitor.post('/api/verify-email', { token: tokenOf(link) });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: accountMessages.emailVerified });
    expect((await client.get('/api/user')).body.emailVerified).toBe(true);

    const again = await api.visitor.post('/api/verify-email', { token: tokenOf(link) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: accountMessages.badVerifyLink });
  });

  it('keeps an unverified seller’s listing out of the review queue until the email is verified', async () => {
    const { client, email } = await register();
    const created = await client.post('/api/vehicles', listingData());
    expect(created.status).toBe(201);
    const admin = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'admin'));
    expect(await pendingIds(admin)).not.toContain(created.body.id);

    // A resent link replaces the first one.
    const first = inbox.linkIn(await inbox.waitFor(to(email)), '/verify-email');
    inbox.clear();
    const resent = await client.post('/api/verify-email/resend');
    expect(resent.body).toEqual({ message: accountMessages.verifySent });
    const second = inbox.linkIn(await inbox.waitFor(to(email)), '/verify-email');
    expect((await api.visitor.post('/api/verify-email', { token: tokenOf(first) })).status).toBe(400);
    expect((await api.visitor.post('/api/verify-email', { token: tokenOf(second) })).status).toBe(200);
    expect(await pendingIds(admin)).toContain(created.body.id);
  });

  it('refuses an expired link, and resends only for a signed-in, unverified account within its limit', async () => {
    const { client, email, id } = await register();
    const link = inbox.linkIn(await inbox.waitFor(to(email)), '/verify-email');
    await runSql(
      api.server.payload,
      sql`update email_verifications set expires_at = now() - interval '1 minute' where user_id = ${id}`,
    );
    expect((await api.visitor.post('/api/verify-email', { token: tokenOf(link) })).status).toBe(400);
    expect((await userRow(id)).emailVerified).toBe(false);

    expect((await api.visitor.post('/api/verify-email/resend')).status).toBe(401);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await client.post('/api/verify-email/resend')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const verified = new ApiClient(api.server.baseUrl);
    const account = await createAccount(api.server.payload);
    await verified.post('/api/login', account);
    expect((await verified.post('/api/verify-email/resend')).body).toEqual({
      message: accountMessages.alreadyVerified,
    });
  });

  it('answers 400 to malformed tokens and bodies', async () => {
    for (const body of [{}, { token: '' }, { token: 'short' }, { token: 'x'.repeat(500) }, { token: '<script>' }]) {
      expect((await api.visitor.post('/api/verify-email', body)).status).toBe(400);
      expect((await api.visitor.post('/api/reset-password', { ...body, password: 'secret1' })).status).toBe(400);
    }
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account, and emails only a real one', async () => {
    const { email } = await register();
    await inbox.waitFor(to(email));
    inbox.clear();
    const known = await api.visitor.post('/api/forgot-password', { email });
    const unknown = await api.visitor.post('/api/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: accountMessages.resetSent });
    await inbox.waitFor(to(email));
    // The unknown address's job has run too (the queue is empty), and sent nothing.
    await expect.poll(() => queuedEmails(api.server.payload)).toBe(0);
    expect(inbox.messages).toHaveLength(1);
  });

  it('resets with the emailed link: signs in, ends every other session, and the link works once', async () => {
    const { client: otherDevice, email, id } = await register(undefined, 'old-secret');
    await inbox.waitFor(to(email));
    const link = await resetLinkFor(email);
    expect(link).toMatch(/\/reset-password\?token=[0-9a-f]{40}$/);

    const browser = new ApiClient(api.server.baseUrl);
    const reset = await browser.post('/api/reset-password', { token: tokenOf(link), password: 'new-secret' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id, email, authenticated: true, emailVerified: true });
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(401);

    expect((await new ApiClient(api.server.baseUrl).post('/api/login', { email, password: 'old-secret' })).status).toBe(
      401,
    );
    expect((await new ApiClient(api.server.baseUrl).post('/api/login', { email, password: 'new-secret' })).status).toBe(
      200,
    );
    const notice = await inbox.waitFor(
      (message) => to(email)(message) && /password/i.test(message.subject) && message.text.includes('changed'),
    );
    expect(notice.text).toContain('/forgot-password');

    const reused = await new ApiClient(api.server.baseUrl).post('/api/reset-password', {
      token: tokenOf(link),
      password: 'third-secret',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: accountMessages.badResetLink });
  });

  it('refuses an expired link, and a link used by someone signed in as another user changes only its own account', async () => {
    const victim = await register(undefined, 'victim-secret');
    const attacker = await register(undefined, 'attacker-secret');
    const victimLink = await resetLinkFor(victim.email);
    await runSql(
      api.server.payload,
      sql`update users set reset_password_expiration = now() - interval '1 second' where id = ${victim.id}`,
    );
    expect(
      (await attacker.client.post('/api/reset-password', { token: tokenOf(victimLink), password: 'hijack1' })).status,
    ).toBe(400);
    expect(
      (await new ApiClient(api.server.baseUrl).post('/api/login', { email: victim.email, password: 'victim-secret' }))
        .status,
    ).toBe(200);

    // The attacker's own link resets the attacker's account, never the signed-in victim's.
    const attackerLink = await resetLinkFor(attacker.email);
    const reset = await victim.client.post('/api/reset-password', {
      token: tokenOf(attackerLink),
      password: 'fresh-1',
    });
    expect(reset.body.id).toBe(attacker.id);
    expect(
      (await new ApiClient(api.server.baseUrl).post('/api/login', { email: victim.email, password: 'victim-secret' }))
        .status,
    ).toBe(200);
  });

  it('keeps a reset done while someone signs in with the old password again and again', async () => {
    const { email } = await register(undefined, 'leaked-pass');
    const link = await resetLinkFor(email);
    // An attacker who knows the old password signs in in a loop while the owner resets it.
    const attacker = async () => {
      const sessions: ApiClient[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const client = new ApiClient(api.server.baseUrl);
        if ((await client.post('/api/login', { email, password: 'leaked-pass' })).status === 200) sessions.push(client);
      }
      return sessions;
    };
    const [reset, ...stolen] = await Promise.all([
      new ApiClient(api.server.baseUrl).post('/api/reset-password', { token: tokenOf(link), password: 'owners-new' }),
      attacker(),
      attacker(),
      attacker(),
    ]);
    expect(reset.status).toBe(200);
    const statuses = await Promise.all(
      (stolen as ApiClient[][]).flat().map(async (client) => (await client.get('/api/user')).status),
    );
    // Every session the old password opened is over, and only the new password signs in.
    expect(statuses.every((status) => status === 401)).toBe(true);
    await runSql(api.server.payload, sql`delete from rate_limits`); // the loop's failures throttle this address
    expect((await new ApiClient(api.server.baseUrl).post('/api/login', { email, password: 'owners-new' })).status).toBe(
      200,
    );
    expect(
      (await new ApiClient(api.server.baseUrl).post('/api/login', { email, password: 'leaked-pass' })).status,
    ).toBe(401);
  });

  it('limits requests per email, known or not, and per network', async () => {
    // Earlier tests of this file asked from this network too.
    await runSql(api.server.payload, sql`delete from rate_limits where key like 'forgot:%'`);
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await api.visitor.post('/api/forgot-password', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const perNetwork: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      perNetwork.push((await api.visitor.post('/api/forgot-password', { email: uniqueEmail('spread') })).status);
    }
    // Four asked above, six more: the ten this network may ask in an hour; the eleventh is refused.
    expect(perNetwork).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('the profile, password and email of one’s own account', () => {
  it('saves the profile with a photo of one’s own upload, and refuses what is not one', async () => {
    const { client } = await register();
    const uploadPhoto = async (uploader: ApiClient) =>
      (await uploader.post('/api/media/upload', uploadForm(await cameraJpeg(), { folder: 'profile-photos' }))).body
        .secure_url as string;
    const photo = await uploadPhoto(client);
    const saved = await client.patch('/api/user', {
      firstName: 'Ana',
      lastName: 'Owner',
      phone: '(555) 123-4567',
      profileImageUrl: photo,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Ana', phone: '(555) 123-4567', profileImageUrl: photo });
    expect((await client.get('/api/user')).body.phone).toBe('(555) 123-4567');
    const someoneElses = await uploadPhoto((await register()).client);
    for (const body of [
      { phone: '12' },
      { profileImageUrl: 'javascript:alert(1)' },
      { profileImageUrl: someoneElses },
      { profileImageUrl: 'https://tracker.example/pixel.gif' },
      { firstName: 'x'.repeat(81) },
      { role: 'admin' },
      { email: 'new@example.com' },
      { emailVerified: true },
    ]) {
      const refused = await client.patch('/api/user', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get('/api/user')).body).toMatchObject({
      role: 'user',
      emailVerified: false,
      profileImageUrl: photo,
    });
    expect((await client.patch('/api/user', { profileImageUrl: null })).body.profileImageUrl).toBeNull();
    expect((await api.visitor.patch('/api/user', { firstName: 'Nobody' })).status).toBe(401);
  });

  it('changes the password with the current one, ends other sessions, and tells the account', async () => {
    const { client, email, password } = await register();
    const otherDevice = await signedInClient(api.server.baseUrl, { email, password });
    const wrong = await client.post('/api/user/password', { currentPassword: 'not-it', newPassword: 'brand-new' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: accountMessages.wrongCurrentPassword }]);
    expect((await otherDevice.get('/api/user')).status).toBe(200);

    const changed = await client.post('/api/user/password', { currentPassword: password, newPassword: 'brand-new' });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await new ApiClient(api.server.baseUrl).post('/api/login', { email, password: 'brand-new' })).status).toBe(
      200,
    );
    await inbox.waitFor((message) => to(email)(message) && /password/i.test(message.subject));
  });

  it('refuses a password or email change through /cms-api, where no password is asked', async () => {
    const { client, id, email } = await register();
    for (const data of [{ password: 'taken-over' }, { email: uniqueEmail('thief') }]) {
      const response = await client.patch(`/cms-api/users/${id}`, data);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await userRow(id)).email).toBe(email);
  });

  it('changes only the caller’s own account: another user’s profile is out of reach through every door', async () => {
    const victim = await register();
    const stranger = await register();
    const door = await stranger.client.patch(`/cms-api/users/${victim.id}`, { firstName: 'Owned' });
    expect(door.status).toBeGreaterThanOrEqual(400);
    expect(door.status).toBeLessThan(500);
    expect((await stranger.client.patch('/api/user', { firstName: 'Stranger' })).body.id).toBe(stranger.id);
    expect((await stranger.client.get('/api/user/export')).body.account.id).toBe(stranger.id);
    expect((await userRow(victim.id)).firstName).toBe('Sam');
  });

  it('moves to a new email only once its link is opened, and tells the old address', async () => {
    const { client, email: oldEmail, password, id } = await register();
    await inbox.waitFor(to(oldEmail));
    const newEmail = uniqueEmail('moved');
    const taken = (await register()).email;

    expect((await client.post('/api/user/email', { email: newEmail, password: 'wrong-pass' })).status).toBe(400);
    expect((await client.post('/api/user/email', { email: oldEmail, password })).status).toBe(400);
    expect((await client.post('/api/user/email', { email: taken, password })).status).toBe(409);
    const asked = await client.post('/api/user/email', { email: newEmail, password });
    expect(asked.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ email: oldEmail, pendingEmail: newEmail });

    const link = inbox.linkIn(await inbox.waitFor(to(newEmail)), '/verify-email');
    expect((await api.visitor.post('/api/verify-email', { token: tokenOf(link) })).status).toBe(200);
    expect(await userRow(id)).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    const notice = await inbox.waitFor((message) => to(oldEmail)(message) && message.text.includes(newEmail));
    expect(notice.subject).toMatch(/email/i);
    expect((await new ApiClient(api.server.baseUrl).post('/api/login', { email: newEmail, password })).status).toBe(
      200,
    );
  });

  it('limits password guesses through a stolen session', async () => {
    const { client } = await register();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await client.post('/api/user/password', { currentPassword: `guess-${attempt}`, newPassword: 'owned-1' }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('export and deletion', () => {
  it('exports the account and its listings, without secrets or enquiries', async () => {
    const { client, id, email } = await register();
    const listing = await createListing(api.server.payload, id, { description: 'Exported description' });
    await api.visitor.post('/api/contact', {
      firstName: 'Buyer',
      lastName: 'Person',
      email: 'buyer@example.com',
      subject: 'Secret enquiry subject',
      message: 'Private enquiry text that is not the seller’s data',
      vehicleId: listing.id,
    });
    const response = await client.get('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="account-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = JSON.stringify(response.body);
    expect(response.body.account).toMatchObject({ id, email });
    expect(response.body.listings.map((item: { id: number }) => item.id)).toEqual([listing.id]);
    expect(text).toContain('Exported description');
    for (const secret of ['hash', 'salt', 'sessions', 'apiKey', 'verification', 'resetPassword', 'Private enquiry']) {
      expect(text).not.toContain(secret);
    }
    expect((await api.visitor.get('/api/user/export')).status).toBe(401);
  });

  it('exports what the account keeps as a buyer: saved cars, saved searches, recently viewed cars', async () => {
    const { payload } = api.server;
    const seller = await register();
    const car = await createListing(payload, seller.id, { status: 'approved', make: 'Audi', model: 'RS6', year: 2022 });
    const { client, id } = await register();
    expect((await client.put(`/api/user/saved/${car.id}`)).status).toBe(201);
    expect((await client.put(`/api/user/recently-viewed/${car.id}`)).status).toBe(204);
    await payload.create({
      collection: 'saved-searches',
      data: { name: 'Fast wagons', query: 'make=Audi', frequency: 'daily', user: id } as never,
      overrideAccess: true,
    });
    const body = (await client.get('/api/user/export')).body;
    expect(body.savedCars).toEqual([
      { vehicleId: car.id, title: '2022 Audi RS6', priceAtSave: Number(car.price), savedAt: expect.any(String) },
    ]);
    expect(body.savedSearches).toEqual([
      { name: 'Fast wagons', query: 'make=Audi', frequency: 'daily', paused: false, createdAt: expect.any(String) },
    ]);
    expect(body.recentlyViewed).toEqual([{ vehicleId: car.id, viewedAt: expect.any(String) }]);
    // Another account's lists stay out of it.
    expect((await seller.client.get('/api/user/export')).body).toMatchObject({
      savedCars: [],
      savedSearches: [],
      recentlyViewed: [],
    });
  });

  it('deletes the account with its listings under review and their photos, and ends the session', async () => {
    const { client, id, password } = await register();
    const upload = await client.post('/api/media/upload', uploadForm(await cameraJpeg()));
    expect(upload.status).toBe(200);
    const listing = await client.post('/api/vehicles', listingData({ images: [upload.body.secure_url] }));
    expect(listing.status).toBe(201);
    // A live listing with a change waiting for review, too.
    const live = await createListing(api.server.payload, id, { status: 'approved' });
    expect((await client.put(`/api/vehicles/${live.id}`, listingData({ price: 1234 }))).status).toBe(200);
    const admin = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'admin'));
    const other = await createAccount(api.server.payload);
    const othersListing = await createListing(api.server.payload, other.id);

    const wrong = await client.delete('/api/user', { password: 'not-mine' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'password', message: accountMessages.wrongPassword }]);
    expect(await userRow(id)).toBeTruthy();

    // Listing after listing in the deletion's transaction: no statement queued on its one connection.
    let deleted: Awaited<ReturnType<ApiClient['delete']>> | undefined;
    const queued = await statementsSentToBusyClients(async () => {
      deleted = await client.delete('/api/user', { password });
    });
    expect(queued).toEqual([]);
    expect(deleted!.status).toBe(200);
    expect(deleted!.body).toEqual({ message: accountMessages.accountDeleted });
    expect(await pendingIds(admin)).not.toContain(live.id);
    const versions = await runSql<{ count: number }>(
      api.server.payload,
      sql`select count(*)::int as count from _vehicles_v where parent_id = ${live.id}`,
    );
    expect(versions[0].count).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
    const payload = api.server.payload;
    expect(
      (await payload.count({ collection: 'users', where: { id: { equals: id } }, overrideAccess: true })).totalDocs,
    ).toBe(0);
    expect(
      (await payload.count({ collection: 'vehicles', where: { owner: { equals: id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0);
    expect(
      (await payload.count({ collection: 'media', where: { owner: { equals: id } }, overrideAccess: true })).totalDocs,
    ).toBe(0);
    expect((await fetch(new URL(upload.body.secure_url, api.server.baseUrl))).status).toBe(404);
    expect(
      (
        await payload.count({
          collection: 'vehicles',
          where: { id: { equals: othersListing.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1);
  });

  it('keeps the last admin, even when all the admins delete themselves at the same moment', async () => {
    const payload = api.server.payload;
    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      overrideAccess: true,
    });
    for (const admin of admins.docs) await payload.delete({ collection: 'users', id: admin.id, overrideAccess: true });
    const team = await Promise.all(Array.from({ length: 5 }, () => createAccount(payload, 'admin')));
    const clients = await Promise.all(team.map((admin) => signedInClient(api.server.baseUrl, admin)));
    const answers = await Promise.all(
      clients.map((client, index) => client.delete('/api/user', { password: team[index]!.password })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: accountMessages.lastAdmin });
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(1);
  });
});

describe('listing decisions by email, and delivery through an SMTP outage', () => {
  it('tells the seller of an approval with its link, and of a rejection with its reason', async () => {
    const seller = await createAccount(api.server.payload);
    const admin = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'admin'));
    const approved = await createListing(api.server.payload, seller.id, {
      make: 'Porsche',
      model: '911',
      trim: 'Carrera',
    });
    const rejected = await createListing(api.server.payload, seller.id, { make: 'Audi', model: 'RS6', trim: 'Avant' });
    expect((await admin.patch(`/api/admin/vehicles/${approved.id}/status`, { status: 'approved' })).status).toBe(200);
    const reason = 'Photos show a different car <b>than</b> the VIN';
    expect(
      (await admin.patch(`/api/admin/vehicles/${rejected.id}/status`, { status: 'rejected', reason })).status,
    ).toBe(200);

    const yes = await inbox.waitFor((message) => to(seller.email)(message) && message.text.includes('Porsche'));
    expect(yes.subject).toMatch(/live/i);
    expect(inbox.linkIn(yes, `/vehicles/${approved.id}`)).toBeTruthy();
    const no = await inbox.waitFor((message) => to(seller.email)(message) && message.text.includes('Audi'));
    expect(no.subject).toMatch(/not approved|rejected/i);
    expect(no.text).toContain(reason);
    expect(no.html).not.toContain('<b>than</b>');
    expect(inbox.linkIn(no, `/edit-listing/${rejected.id}`)).toBeTruthy();
  });

  it('tells the seller when a change to a live listing is approved, or rejected with its reason', async () => {
    const account = await createAccount(api.server.payload);
    const seller = await signedInClient(api.server.baseUrl, account);
    const admin = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'admin'));
    const live = await createListing(api.server.payload, account.id, {
      model: 'Taycan',
      trim: '4S',
      status: 'approved',
    });
    const change = (price: number) =>
      seller.put(`/api/vehicles/${live.id}`, listingData({ model: 'Taycan', trim: '4S', price }));

    expect((await change(91000)).status).toBe(200);
    expect((await admin.patch(`/api/admin/vehicles/${live.id}/status`, { status: 'approved' })).status).toBe(200);
    const approved = await inbox.waitFor((message) => to(account.email)(message) && /changes/i.test(message.subject));
    expect(approved.subject).toMatch(/live/i);
    expect(inbox.linkIn(approved, `/vehicles/${live.id}`)).toBeTruthy();

    inbox.clear();
    expect((await change(99000)).status).toBe(200);
    const reason = 'The price jump needs a reason in the description';
    expect((await admin.patch(`/api/admin/vehicles/${live.id}/status`, { status: 'rejected', reason })).status).toBe(
      200,
    );
    const rejected = await inbox.waitFor((message) => to(account.email)(message) && /changes/i.test(message.subject));
    expect(rejected.subject).toMatch(/not approved/i);
    expect(rejected.text).toContain(reason);
  });

  it('retries an email the SMTP server refused, and sends it once', async () => {
    inbox.failNext(2);
    const { email } = await register();
    const welcome = await inbox.waitFor(to(email), 20_000);
    expect(welcome.subject).toMatch(/welcome/i);
    expect(inbox.refused).toBeGreaterThanOrEqual(2);
    await expect.poll(() => queuedEmails(api.server.payload)).toBe(0);
    expect(inbox.messages.filter(to(email))).toHaveLength(1);
  });
});
