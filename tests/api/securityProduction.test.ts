/** In production (NODE_ENV=production) the session cookie is also Secure and every answer carries HSTS. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../cms/http/server.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer(() => ({ NODE_ENV: 'production' }));
let production: Server;
let baseUrl: string;

beforeAll(async () => {
  // The same Payload behind an app built for production.
  production = createServer(createApp(api.server.payload, { ...api.server.env, production: true }));
  await new Promise<void>((resolve) => production.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(production.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => production?.close(resolve)));

describe('in production', () => {
  it('sets the session cookie HttpOnly, SameSite=Lax and Secure', async () => {
    const account = await createAccount(api.server.payload);
    // Payload's cookie origin list holds the test server's URL: sign in through it.
    const response = await new ApiClient(api.server.baseUrl).post('/api/login', account);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('marketplace-token='))!;
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('sends HSTS and asks browsers to upgrade insecure requests', async () => {
    for (const path of ['/', '/api/vehicles/recent', '/admin/']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('content-security-policy'), path).toContain('upgrade-insecure-requests');
    }
  });
});
