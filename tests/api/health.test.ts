import { describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('health and readiness', () => {
  it('reports the process up and the database reachable', async () => {
    const client = new ApiClient(api.server.baseUrl);
    expect(await client.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await client.get('/api/ready')).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
  });
});
