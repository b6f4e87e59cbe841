import { describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/client.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

describe('health and readiness', () => {
  it('reports the process up and the database reachable', async () => {
    const client = new ApiClient(api.server.baseUrl);
    expect(await client.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // Readiness has a 2 s budget; on a starved CI machine one probe may miss it, as a load balancer's would: retry.
    await expect
      .poll(async () => (await client.get('/api/ready')).body, { timeout: 20_000, interval: 500 })
      .toEqual({ status: 'ready', database: 'up', heldListings: 'none' });
    const ready = await client.get('/api/ready');
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });
});
