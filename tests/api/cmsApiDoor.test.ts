/**
 * Payload's REST API (/cms-api) as a door for staff and integrations only: visitors get 401 and plain accounts
 * 403 before any of Payload's code runs, Payload's internal collections and credential endpoints are not served,
 * API keys made by an operator let integrations in with their account's role, no JSON body carries a session
 * token, and what a staff member sends that Payload or PostgreSQL cannot take is a 4xx, never a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../cms/domain/users/apiKeys.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();
let seller: ApiClient;
let editor: ApiClient;
let admin: ApiClient;
let sellerId: number;
let listingId: number;
let pageId: number;

beforeAll(async () => {
  const { payload, baseUrl } = context.server;
  const sellerAccount = await createAccount(payload, 'user', 'seller');
  sellerId = sellerAccount.id;
  seller = await signedInClient(baseUrl, sellerAccount);
  editor = await signedInClient(baseUrl, await createAccount(payload, 'editor'));
  admin = await signedInClient(baseUrl, await createAccount(payload, 'admin'));
  listingId = (await createListing(payload, sellerId, { status: 'approved' })).id;
  pageId = (
    await payload.create({
      collection: 'pages',
      data: { slug: 'door-test', title: 'Door test' } as never,
      overrideAccess: true,
    })
  ).id as number;
});

const withKey = (key: string) => ({ Authorization: `users API-Key ${key}` });

describe('who may use /cms-api', () => {
  it('refuses visitors with 401 and plain accounts with 403, for reads and writes alike', async () => {
    const { visitor } = context;
    const calls: [string, string, unknown?][] = [
      ['GET', '/cms-api/vehicles'],
      ['GET', `/cms-api/vehicles/${listingId}`],
      ['GET', '/cms-api/media'],
      ['GET', '/cms-api/pages'],
      ['POST', '/cms-api/users', { email: 'past-the-limit@test.example', password: 'secret1' }],
      ['POST', '/cms-api/vehicles', { make: 'BMW' }],
      ['PATCH', `/cms-api/vehicles/${listingId}`, { createdAt: '2099-01-01T00:00:00.000Z' }],
      ['DELETE', `/cms-api/vehicles/${listingId}`],
      ['GET', '/cms-api/users/me'],
      ['GET', '/cms-api/saved-vehicles'],
      ['POST', '/cms-api/saved-vehicles', { vehicleId: listingId }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await visitor.request(method, path, body);
      expect(anonymous.status, `visitor ${method} ${path}`).toBe(401);
      expect(anonymous.body.errors[0].message).toMatch(/staff and integrations/);
      expect((await seller.request(method, path, body)).status, `seller ${method} ${path}`).toBe(403);
    }
    expect(
      await context.server.payload.count({
        collection: 'users',
        where: { email: { equals: 'past-the-limit@test.example' } },
      }),
    ).toMatchObject({ totalDocs: 0 });
    const stored = await context.server.payload.findByID({
      collection: 'vehicles',
      id: listingId,
      overrideAccess: true,
    });
    expect(stored.createdAt < '2099').toBe(true);
  });

  it('lets editors and admins in, each with their own collection rules', async () => {
    expect((await editor.get('/cms-api/pages')).status).toBe(200);
    expect((await editor.get('/cms-api/contact-messages')).status).toBe(403);
    // Staff have saved cars too: each reads their own (the rules: userSaved.test.ts).
    expect((await editor.get('/cms-api/saved-vehicles')).body.docs).toEqual([]);
    expect((await admin.get('/cms-api/vehicles?depth=0')).body.docs.map((doc: { id: number }) => doc.id)).toContain(
      listingId,
    );
  });

  it("does not serve Payload's internal collections or its credential endpoints, to anyone", async () => {
    for (const path of [
      '/cms-api/payload-locked-documents',
      '/cms-api/payload-preferences',
      '/cms-api/payload-migrations',
      '/cms-api/nope',
    ]) {
      expect((await admin.get(path)).status, path).toBe(404);
    }
    const lock = await admin.post('/cms-api/payload-locked-documents', {
      document: { relationTo: 'vehicles', value: listingId },
      user: { relationTo: 'users', value: sellerId },
    });
    expect(lock.status).toBe(404);
    for (const endpoint of ['login', 'forgot-password', 'reset-password', 'unlock', 'first-register']) {
      expect(
        (await context.visitor.post(`/cms-api/users/${endpoint}`, { email: 'a@test.example', password: 'secret1' }))
          .status,
        endpoint,
      ).toBe(404);
      expect(
        (await admin.post(`/cms-api/users/${endpoint}`, { email: 'a@test.example', password: 'secret1' })).status,
        endpoint,
      ).toBe(404);
    }
  });

  it('never puts a session token in a JSON body', async () => {
    const browser = new ApiClient(context.server.baseUrl);
    const account = await createAccount(context.server.payload, 'admin', 'tokenless');
    const login = await browser.post('/api/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    expect(browser.sessionCookie).toBeTruthy();
    const answers = [
      login,
      await browser.get('/cms-api/users/me'),
      await browser.post('/cms-api/users/refresh-token'),
      await browser.get('/api/user'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(browser.sessionCookie);
      expect(JSON.stringify(answer.body)).not.toMatch(/"token"/);
    }
  });
});

describe('API keys for integrations', () => {
  it('an issued key reads and writes with its account role, and is never shown again', async () => {
    const { payload, baseUrl } = context.server;
    const { apiKey, userId } = await issueApiKey(payload, 'crm@test.example', 'editor');
    const integration = new ApiClient(baseUrl, null);
    const pages = await integration.request('GET', '/cms-api/pages', undefined, withKey(apiKey));
    expect(pages.status).toBe(200);
    expect((await integration.request('GET', '/cms-api/contact-messages', undefined, withKey(apiKey))).status).toBe(
      403,
    );
    const listed = await admin.get(`/cms-api/users/${userId}`);
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);
    // One character changed: the last, to another hex digit (a key ending in 0 stayed itself with a fixed 0).
    const altered = `${apiKey.slice(0, -1)}${apiKey.endsWith('0') ? '1' : '0'}`;
    expect((await integration.request('GET', '/cms-api/pages', undefined, withKey(altered))).status).toBe(401);
  });

  it('a key whose account is not staff gets 403, and issuing again replaces the old key', async () => {
    const { payload, baseUrl } = context.server;
    const first = await issueApiKey(payload, 'rotated@test.example', 'admin');
    const second = await issueApiKey(payload, 'rotated@test.example', 'admin');
    const integration = new ApiClient(baseUrl, null);
    expect((await integration.request('GET', '/cms-api/vehicles', undefined, withKey(first.apiKey))).status).toBe(401);
    expect((await integration.request('GET', '/cms-api/vehicles', undefined, withKey(second.apiKey))).status).toBe(200);
    await payload.update({ collection: 'users', id: second.userId, data: { role: 'user' }, overrideAccess: true });
    expect((await integration.request('GET', '/cms-api/vehicles', undefined, withKey(second.apiKey))).status).toBe(403);
  });

  it('nobody sets an API key through a request, not even an admin', async () => {
    const response = await admin.patch(`/cms-api/users/${sellerId}`, {
      enableAPIKey: true,
      apiKey: 'chosen-by-the-caller-0123456789',
    });
    const integration = new ApiClient(context.server.baseUrl, null);
    expect([200, 403]).toContain(response.status);
    expect(
      (await integration.request('GET', '/cms-api/pages', undefined, withKey('chosen-by-the-caller-0123456789')))
        .status,
    ).toBe(401);
  });
});

describe('what staff send is a 4xx, never a 5xx', () => {
  it('refuses filters PostgreSQL or Payload cannot run', async () => {
    const queries = [
      'where[year][equals]=1e309',
      'where[views][less_than]=-1e309',
      'where[year][equals]=1e20',
      'where[year][equals]=1.5',
      'where[price][greater_than]=abc',
      'where[make][near]=1,2',
      'where[make][within]=x',
      'where[features][contains]=x',
      'where[features][like]=x',
      'where[createdAt][greater_than]=x',
      'where[createdAt][equals]=infinity',
      'where[createdAt][less_than]=allballs',
      'where[createdAt][equals]=294276-12-31',
      'where[updatedAt][in]=1,x',
      'where[isFeatured][equals]=maybe',
      'where[make][nope]=1',
    ];
    for (const query of queries) {
      const response = await admin.get(`/cms-api/vehicles?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0].message, query).toBeTruthy();
    }
    expect(
      (await admin.get('/cms-api/vehicles?where[year][greater_than]=2019&where[createdAt][less_than]=2030-01-01'))
        .status,
    ).toBe(200);
  });

  it('refuses dates in a body that are not real dates, and stores nothing', async () => {
    for (const value of ['x', 'infinity', 'allballs', '294276-12-31', '-infinity', '2026-13-45']) {
      const response = await admin.patch(`/cms-api/pages/${pageId}`, { title: 'Dated', createdAt: value });
      expect(response.status, value).toBe(400);
    }
    const page = await context.server.payload.findByID({ collection: 'pages', id: pageId, overrideAccess: true });
    expect(page.title).toBe('Door test');
  });

  it('answers 404 for versions of a collection that keeps none, and 415 for JSON under another media type', async () => {
    // Listings keep versions (a change held for review is one): an admin reads them, nobody restores one.
    expect((await admin.get('/cms-api/vehicles/versions')).status).toBe(200);
    expect((await admin.post('/cms-api/vehicles/versions/1')).status).toBe(403);
    for (const slug of ['users', 'pages', 'media', 'contact-messages', 'moderation-events', 'saved-vehicles']) {
      expect((await admin.get(`/cms-api/${slug}/versions`)).status, slug).toBe(404);
      expect((await admin.get(`/cms-api/${slug}/versions/1`)).status, slug).toBe(404);
      expect((await admin.post(`/cms-api/${slug}/versions/1`)).status, slug).toBe(404);
    }
    const vendorJson = await admin.request('POST', '/cms-api/pages', JSON.stringify({ slug: 'vnd', title: 'Vnd' }), {
      'Content-Type': 'application/vnd.api+json',
    });
    expect(vendorJson.status).toBe(415);
  });
});
