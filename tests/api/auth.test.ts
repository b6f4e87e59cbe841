import { beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../cms/domain/users/apiKeys.ts';
import { ApiClient } from '../helpers/client.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

const countUsers = () =>
  api.server.payload.count({ collection: 'users', overrideAccess: true }).then((result) => result.totalDocs);

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers the current user', async () => {
    const client = new ApiClient(api.server.baseUrl);
    const response = await client.post('/api/register', {
      email: 'Rita.Register@Example.com',
      password: 'secret1',
      firstName: ' Rita ',
      lastName: 'Register',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email: 'rita.register@example.com',
      firstName: 'Rita',
      lastName: 'Register',
      role: 'user',
      profileImageUrl: null,
      phone: null,
      emailVerified: false,
      pendingEmail: null,
      savedCarAlerts: true,
      authenticated: true,
    });
    expect(response.headers.getSetCookie().join()).toMatch(/marketplace-token=.+HttpOnly.+SameSite=Lax/i);
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('rita.register@example.com');
  });

  it('refuses a taken email, whatever its case, with 409 and writes nothing', async () => {
    await new ApiClient(api.server.baseUrl).post('/api/register', { email: 'taken@example.com', password: 'secret1' });
    const before = await countUsers();
    const response = await api.visitor.post('/api/register', { email: 'TAKEN@example.com', password: 'another1' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'An account with this email already exists' });
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 with field errors for a bad body, and writes nothing', async () => {
    const before = await countUsers();
    const response = await api.visitor.post('/api/register', {
      email: 'not-an-email',
      password: '12345',
      firstName: 7,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Must be at least 6 characters');
    expect(response.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'email',
      'firstName',
      'password',
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('never lets a registration choose its role', async () => {
    const client = new ApiClient(api.server.baseUrl);
    const response = await client.post('/api/register', {
      email: 'sneaky@example.com',
      password: 'secret1',
      role: 'admin',
    });
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('user');
  });

  it.each([
    ['malformed JSON', '{"email":', 'application/json', 'The request body is not valid JSON'],
    ['a form body', 'email=a%40b.c&password=secret1', 'application/x-www-form-urlencoded', 'Send a JSON body'],
    ['a JSON array', '[1,2]', 'application/json', 'expected object'],
  ])('answers 400 to %s', async (_name, body, contentType, message) => {
    const response = await api.visitor.request('POST', '/api/register', body, { 'Content-Type': contentType });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });
});

describe('POST /api/login and GET /api/user', () => {
  const account = { email: 'lena.login@example.com', password: 'correct-horse' };
  beforeAll(async () => {
    await new ApiClient(api.server.baseUrl).post('/api/register', account);
  });

  it('signs in with the right password', async () => {
    const client = new ApiClient(api.server.baseUrl);
    const response = await client.post('/api/login', { email: 'Lena.Login@example.com', password: account.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: account.email, role: 'user', authenticated: true });
    expect((await client.get('/api/user')).body.email).toBe(account.email);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api.visitor.post('/api/login', { email: account.email, password: 'wrong-horse' });
    const unknown = await api.visitor.post('/api/login', { email: 'nobody@example.com', password: 'wrong-horse' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('validates the login body (valid email, password of 6 or more)', async () => {
    const response = await api.visitor.post('/api/login', { email: 'x', password: '123' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(2);
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const response = await api.visitor.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body.message).toBeTruthy();
  });

  it("knows an integration by its API key, and nobody by a forged key or a cookie that is not Payload's", async () => {
    const { apiKey } = await issueApiKey(api.server.payload, 'feed@partner.example', 'editor');
    const keyed = await api.visitor.request('GET', '/api/user', undefined, {
      Authorization: `users API-Key ${apiKey}`,
    });
    expect(keyed.status).toBe(200);
    expect(keyed.body).toMatchObject({ email: 'feed@partner.example', role: 'editor' });
    const forged = await api.visitor.request('GET', '/api/user', undefined, {
      Authorization: `users API-Key ${apiKey.replace(/.$/, (last) => (last === '0' ? '1' : '0'))}`,
    });
    expect(forged.status).toBe(401);
    const otherCookie = await api.visitor.request('GET', '/api/user', undefined, { Cookie: 'theme=dark; consent=1' });
    expect(otherCookie.status).toBe(401);
  });

  it('does not honour the session cookie on a request from another origin', async () => {
    const client = new ApiClient(api.server.baseUrl);
    await client.post('/api/login', account);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.fromOrigin('https://evil.example').get('/api/user')).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session on the server, not only the cookie, and leaves other sessions alone', async () => {
    const account = { email: 'otto.logout@example.com', password: 'secret-otto' };
    await new ApiClient(api.server.baseUrl).post('/api/register', account);
    const laptop = new ApiClient(api.server.baseUrl);
    const phone = new ApiClient(api.server.baseUrl);
    await laptop.post('/api/login', account);
    await phone.post('/api/login', account);
    const stolenCopy = laptop.fromOrigin(api.server.baseUrl); // same cookie, kept by someone else

    const response = await laptop.post('/api/logout');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/marketplace-token=;.*Expires=/i);
    expect(laptop.sessionCookie).toBeUndefined();
    expect((await stolenCopy.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(200);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await api.visitor.post('/api/logout')).status).toBe(200);
  });
});

describe('GET /api/login (the redirect reading of the login flow)', () => {
  it('sends the browser to /auth, remembering an explicit return path', async () => {
    const response = await api.visitor.get('/api/login?returnTo=/create-listing');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?returnTo=%2Fcreate-listing');
  });

  it('remembers the same-site page that sent the user', async () => {
    const response = await api.visitor.request('GET', '/api/login', undefined, {
      Referer: `${api.server.baseUrl}/dashboard?tab=1`,
    });
    expect(response.headers.get('location')).toBe('/auth?returnTo=%2Fdashboard%3Ftab%3D1');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'never redirects off-site (%s)',
    async (target) => {
      const response = await api.visitor.get(`/api/login?returnTo=${encodeURIComponent(target)}`);
      expect(response.headers.get('location')).toBe('/auth');
    },
  );

  it('ignores a referer from another site', async () => {
    const response = await api.visitor.request('GET', '/api/login', undefined, {
      Referer: 'https://evil.example/dashboard',
    });
    expect(response.headers.get('location')).toBe('/auth');
  });
});

describe('unknown calls', () => {
  it('answer a JSON 404, never the storefront page', async () => {
    const response = await api.visitor.get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body.message).toBe('No such call: GET /api/no-such-call');
  });
});
