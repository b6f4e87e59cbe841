/**
 * A generated corpus of hostile and malformed requests over the /api calls: every answer is a 4xx or the valid 2xx,
 * never a 5xx, and the server keeps answering. (Step 8 widens this to /cms-api and row counts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let admin: ApiClient;
let listingId: number;

beforeAll(async () => {
  server = await startTestServer();
  const account = await createAccount(server.payload, 'admin');
  admin = await signedInClient(server.baseUrl, account);
  listingId = (await createListing(server.payload, account.id, { status: 'approved' })).id;
});
afterAll(() => server?.close());

const hostileValues: unknown[] = [
  null, true, -1, 0, 1e308, -1e308, 2 ** 53, 1.5, '', ' ', 'x'.repeat(100_000), '\u0000\u0001\u001f', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 تست 漢字',
  "' OR 1=1 --", '"; DROP TABLE vehicles; --', '<script>alert(1)</script>', '../../etc/passwd', '$45,000,000,000',
  [], [null], [1, 2, 3], {}, { $gt: '' }, { __proto__: { admin: true } }, 'NaN', 'Infinity', '1e999',
];

function bodiesFor(base: Record<string, unknown>): unknown[] {
  const bodies: unknown[] = [null, [], 'text', 42, { __proto__: { role: 'admin' } }, JSON.parse('{"__proto__":{"polluted":1}}')];
  for (const key of Object.keys(base)) for (const value of hostileValues) bodies.push({ ...base, [key]: value });
  return bodies;
}

const listing = listingData();
const calls: { method: string; path: string; base?: Record<string, unknown> }[] = [
  { method: 'POST', path: '/api/login', base: { email: 'a@b.co', password: 'secret1' } },
  { method: 'POST', path: '/api/register', base: { email: 'fuzz@b.co', password: 'secret1', firstName: 'F', lastName: 'Z' } },
  { method: 'POST', path: '/api/vehicles', base: listing },
  { method: 'PUT', path: '/api/vehicles/{id}', base: listing },
  { method: 'POST', path: '/api/contact', base: { firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 's', message: 'm', vehicleId: 1 } },
  { method: 'PATCH', path: '/api/admin/vehicles/{id}/status', base: { status: 'approved', reason: 'ok' } },
];
const queries = ['query', 'make', 'minYear', 'maxPrice', 'features', 'location', 'radius', 'sortBy', 'page', 'limit'];
const ids = ['0', '-1', 'abc', '1e3', '9'.repeat(30), '%00', '1;select', '..', '__proto__'];

describe('bad input never gets a 5xx', () => {
  it('survives the corpus', async () => {
    const failures: string[] = [];
    let sent = 0;
    const check = async (method: string, path: string, body?: unknown, raw?: string) => {
      const response = raw !== undefined
        ? await admin.request(method, path, raw, { 'Content-Type': 'application/json' })
        : await admin.request(method, path, body);
      sent++;
      if (response.status >= 500) failures.push(`${method} ${path} ${String(raw ?? JSON.stringify(body)).slice(0, 120)} -> ${response.status}`);
    };
    for (const call of calls) {
      const path = call.path.replace('{id}', String(listingId));
      for (const body of bodiesFor(call.base!)) await check(call.method, path, body);
      for (const raw of ['{', '{"a":', '[1,2', '"unterminated', '{"a":1}}', '\u0000']) await check(call.method, path, undefined, raw);
    }
    for (const name of queries) for (const value of hostileValues) {
      const text = typeof value === 'string' ? value.slice(0, 500) : JSON.stringify(value);
      await check('GET', `/api/vehicles/search?${name}=${encodeURIComponent(text)}`);
    }
    for (const id of ids) {
      await check('GET', `/api/vehicles/${id}`);
      await check('DELETE', `/api/vehicles/${id}`);
      await check('PATCH', `/api/admin/vehicles/${id}/status`, { status: 'approved' });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect((await admin.get('/api/ready')).status).toBe(200);
  }, 180_000);
});
