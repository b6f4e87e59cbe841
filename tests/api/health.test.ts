import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('health and readiness', () => {
  it('reports the process up and the database reachable', async () => {
    const client = new ApiClient(server.baseUrl);
    expect(await client.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
  });
});
