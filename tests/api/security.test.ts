/**
 * Security at the edge: headers, the session cookie's flags, the origin check on writes, sign-in limits that never
 * tell whether an account exists, and the inputs that used to answer 500.
 */
import express from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadLimit } from '../../cms/http/api/media.ts';
import { readPhotoStorage } from '../../cms/platform/config/storage.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { securityHeaders } from '../../cms/http/security/headers.ts';
import { readEnv } from '../../cms/platform/config/env.ts';
import { allowedOrigins } from '../../cms/platform/config/origins.ts';
import { signInLimits } from '../../cms/http/security/signInLimits.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

// X-Forwarded-For decides the client's IP in this file, so per-IP and per-account limits can be told apart.
const api = useTestServer(() => ({ TRUST_PROXY: 'loopback' }));

const EVIL = 'https://evil.example';

function from(ip: string): Record<string, string> {
  return { 'X-Forwarded-For': ip };
}

function csp(headers: Headers): Map<string, string> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('serves the storefront, the console and the API under a CSP without inline scripts, and no HSTS outside production', async () => {
    for (const path of ['/', '/vehicle/1', '/admin/', '/api/vehicles/recent']) {
      const response = await api.visitor.get(path);
      const policy = csp(response.headers);
      expect(policy.get('script-src'), path).toBe("'self'");
      expect(policy.get('script-src-attr'), path).toBe("'none'");
      expect(policy.get('object-src'), path).toBe("'none'");
      expect(policy.get('frame-ancestors'), path).toBe("'none'");
      expect(policy.get('img-src'), path).toBe("'self' data: blob:");
      expect(policy.has('upgrade-insecure-requests'), path).toBe(false);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    // The storefront's one inline style: its own stylesheet, written into the pages it draws (landingPages.test.ts).
    expect(csp((await api.visitor.get('/')).headers).get('style-src')).toMatch(/^'self' 'sha256-[\w+/]+=*'$/);
    // MUI's emotion writes <style> tags at run time.
    expect(csp((await api.visitor.get('/admin/')).headers).get('style-src')).toBe("'self' 'unsafe-inline'");
  });

  it('lets photos come from the configured object storage, and sends HSTS in production', async () => {
    const storage = readPhotoStorage({ S3_BUCKET: 'photos', S3_PUBLIC_URL: 'https://cdn.example.com/pics' }, '/tmp');
    const app = express()
      .use(securityHeaders({ production: true, storage }))
      .get('/', (_req, res) => void res.send('ok'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(csp(response.headers).get('img-src')).toBe("'self' data: blob: https://cdn.example.com");
      expect(csp(response.headers).has('upgrade-insecure-requests')).toBe(true);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      server.close();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax (Secure only in production, see securityProduction)', async () => {
    const account = await createAccount(api.server.payload);
    const response = await new ApiClient(api.server.baseUrl).post('/api/login', account);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('marketplace-token='))!;
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('writes from another origin', () => {
  let owner: ApiClient;
  let listing: { id: number };
  beforeAll(async () => {
    const account = await createAccount(api.server.payload);
    owner = await signedInClient(api.server.baseUrl, account);
    listing = await createListing(api.server.payload, account.id, { status: 'approved', price: 50000 });
  });
  const priceOf = async () =>
    (await api.server.payload.findByID({ collection: 'vehicles', id: listing.id, overrideAccess: true })).price;

  it('refuses a cookie-authenticated write from a foreign Origin with a JSON 403, and changes nothing', async () => {
    const response = await owner.fromOrigin(EVIL).put(`/api/vehicles/${listing.id}`, listingData({ price: 1 }));
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/another site/);
    expect((await owner.fromOrigin(EVIL).delete(`/api/vehicles/${listing.id}`)).status).toBe(403);
    expect(await priceOf()).toBe(50000);
  });

  it('refuses a write whose Sec-Fetch-Site says cross-site when there is no Origin', async () => {
    const response = await owner
      .fromOrigin(null)
      .request('PUT', `/api/vehicles/${listing.id}`, listingData({ price: 2 }), { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await priceOf()).toBe(50000);
  });

  it('refuses signing a visitor in from a foreign page (login CSRF)', async () => {
    const account = await createAccount(api.server.payload);
    const response = await new ApiClient(api.server.baseUrl, EVIL).post('/api/login', account);
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('treats a cookie sent with neither header (no browser) as signed out', async () => {
    const response = await owner.fromOrigin(null).put(`/api/vehicles/${listing.id}`, listingData({ price: 3 }));
    expect(response.status).toBe(401);
    expect(await priceOf()).toBe(50000);
  });

  it('takes our own origin plus ALLOWED_ORIGINS, as origins', () => {
    const { extraOrigins } = readEnv({
      PAYLOAD_SECRET: 'x',
      ALLOWED_ORIGINS: ' https://www.example.com/, https://cars.example.com/path ,',
    });
    expect(allowedOrigins('http://localhost:3000', extraOrigins)).toEqual([
      'http://localhost:3000',
      'https://www.example.com',
      'https://cars.example.com',
    ]);
  });

  it('accepts the same write from our own origin', async () => {
    const response = await owner.put(`/api/vehicles/${listing.id}`, listingData({ price: 51000 }));
    expect(response.status).toBe(200);
    // The listing is live: the change is accepted and held for review, so the stored price waits for approval.
    expect(response.body).toMatchObject({ price: '51000.00', changeReview: { state: 'pending' } });
    expect(await priceOf()).toBe(50000);
  });
});

describe('sign-in never tells whether an account exists', () => {
  const attemptAt = (path: string) => (email: string, password: string, ip: string) =>
    new ApiClient(api.server.baseUrl).request('POST', path, { email, password }, from(ip));
  const attempt = attemptAt('/api/login');

  it('answers a wrong password exactly as an unknown email', async () => {
    const account = await createAccount(api.server.payload);
    const wrong = await attempt(account.email, 'wrong-password', '10.9.0.1');
    const unknown = await attempt('nobody-here@test.example', 'wrong-password', '10.9.0.2');
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    expect(wrong.status).toBe(401);
  });

  it('ten wrong passwords from a stranger do not lock the owner out, admins included', async () => {
    for (const role of ['user', 'admin'] as const) {
      const account = await createAccount(api.server.payload, role);
      for (let i = 0; i < 10; i++)
        expect((await attempt(account.email, 'wrong-password', '10.6.0.1')).status).toBe(401);
      const stranger = await attempt(account.email, account.password, '10.6.0.1');
      expect(stranger.status).toBe(429);
      expect(stranger.body).toEqual({
        message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      });
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(800);
      expect((await attempt(account.email, account.password, '10.6.0.2')).status, role).toBe(200);
    }
  });

  it('limits failed attempts per address and account alike for existing and unknown emails', async () => {
    const account = await createAccount(api.server.payload);
    for (const email of [account.email, 'ghost-account@test.example']) {
      for (let i = 0; i < 10; i++) expect((await attempt(email, 'wrong-password', '10.1.0.1')).status).toBe(401);
      expect((await attempt(email, account.password, '10.1.0.1')).status).toBe(429);
    }
  });

  it('caps distributed guessing per account, yet an address that has not failed still signs in', async () => {
    const account = await createAccount(api.server.payload);
    // The hour's 100 failures from many addresses already counted; then guessers that failed once already.
    await poolOf(api.server.payload).query(`insert into rate_limits (key, window_start, hits) values ($1, now(), $2)`, [
      `${signInLimits.email.name}:${account.email}`,
      signInLimits.email.max,
    ]);
    expect((await attempt(account.email, 'guess-1', '10.7.0.1')).status).toBe(401);
    const again = await attempt(account.email, 'guess-2', '10.7.0.1');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await attempt(account.email, account.password, '10.7.0.2')).status).toBe(200);
  });

  it('never counts successful sign-ins', async () => {
    const account = await createAccount(api.server.payload);
    for (let i = 0; i < 15; i++) expect((await attempt(account.email, account.password, '10.4.0.1')).status).toBe(200);
  });

  it('limits failed attempts per IP across accounts, and not other IPs', async () => {
    for (let i = 0; i < 30; i++)
      expect((await attempt(`stuffing-${i}@test.example`, 'password1', '10.2.0.1')).status).toBe(401);
    const limited = await attempt('stuffing-last@test.example', 'password1', '10.2.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('stuffing-last@test.example', 'password1', '10.2.0.2')).status).toBe(401);
  });

  it('limits photo uploads per user, with Retry-After', async () => {
    const account = await createAccount(api.server.payload);
    const seller = await signedInClient(api.server.baseUrl, account);
    // The hour's 300 uploads already made (each is a real photo upload; the counter is what matters here).
    await poolOf(api.server.payload).query(`insert into rate_limits (key, window_start, hits) values ($1, now(), $2)`, [
      `${uploadLimit.name}:${account.id}`,
      uploadLimit.max,
    ]);
    const form = new FormData();
    form.append('upload_preset', 'vehicle_photos');
    const limited = await seller.post('/api/media/upload', form);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('limits sign-ups per IP', async () => {
    const register = (i: number) =>
      new ApiClient(api.server.baseUrl).request(
        'POST',
        '/api/register',
        { email: `signup-${i}@test.example`, password: 'secret1' },
        from('10.3.0.1'),
      );
    for (let i = 0; i < 20; i++) expect((await register(i % 2)).status).toBeLessThan(410); // 201, then 409s
    const limited = await register(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await api.server.payload.count({ collection: 'users', where: { email: { equals: 'signup-99@test.example' } } }),
    ).toEqual({ totalDocs: 0 });
  });
});

describe('inputs that used to answer 500', () => {
  let admin: ApiClient;
  let adminId: number;
  beforeAll(async () => {
    const account = await createAccount(api.server.payload, 'admin');
    adminId = account.id;
    admin = await signedInClient(api.server.baseUrl, account);
  });

  it('answers a malformed %-escape in the path with 400', async () => {
    for (const path of ['/api/vehicles/%E0%A4%A', '/api/pages/%E0%A4%A', '/cms-api/vehicles/%E0%A4%A']) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(400);
      expect(JSON.stringify(response.body), path).toMatch(/malformed %-escape/);
    }
  });

  it('refuses a NUL byte in a /cms-api filter, id or body with 400 and stores nothing', async () => {
    expect((await admin.get('/cms-api/vehicles?where[make][equals]=%00')).status).toBe(400);
    expect((await admin.get('/cms-api/users?where[email][equals]=a%00b')).status).toBe(400);
    expect((await admin.get('/cms-api/vehicles/%00')).status).toBe(400);
    const update = await admin.patch(`/cms-api/users/${adminId}`, '{"firstName":"a\\u0000b"}');
    expect(update.status).toBe(400);
    expect(update.body).toEqual({
      errors: [{ message: 'Texts must not contain control characters or unpaired surrogates' }],
    });
    expect(
      (await api.server.payload.findByID({ collection: 'users', id: adminId, overrideAccess: true })).firstName,
    ).toBe('admin');
    expect((await admin.post('/api/login', '{"email":"a\\u0000b@x.co","password":"x"}')).status).toBe(400);
  });

  it('answers ids no row can have with 404, and paging out of range with 400', async () => {
    for (const path of ['/cms-api/vehicles/abc', '/cms-api/vehicles/99999999999999999999', '/cms-api/media/0']) {
      expect((await admin.get(path)).status, path).toBe(404);
    }
    expect((await admin.delete('/cms-api/vehicles/abc')).status).toBe(404);
    for (const query of ['limit=1e309', 'page=99999999999999999999', 'page=-1', 'depth=1000']) {
      expect((await admin.get(`/cms-api/vehicles?${query}`)).status, query).toBe(400);
    }
  });

  it('answers a body that is not JSON with 415 and one over 1 MB with 413', async () => {
    const form = await admin.request('POST', '/cms-api/vehicles', 'x=1', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await admin.request('POST', '/cms-api/vehicles', 'hello', { 'Content-Type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await admin.post('/cms-api/pages', { title: 'x'.repeat(1_100_000) })).status).toBe(413);
  });
});
