/** GET /api/geo/zip/{zip}: the listing form's 'City, State' from a ZIP code; 400, 404, cacheable, rate-limited. */
import { beforeAll, describe, expect, it } from 'vitest';
import { zipLookupLimit } from '../../cms/http/api/geo.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

// A fresh server opens its next database connection on the first query, which on a loaded machine can take longer
// than the pool's connection timeout: open it before the first call is timed, as other files' fixtures do.
beforeAll(async () => {
  for (const deadline = Date.now() + 60_000; ;) {
    const opened = await poolOf(api.server.payload)
      .query('select 1')
      .then(() => true)
      .catch((error: unknown) => (Date.now() < deadline ? false : Promise.reject(error)));
    if (opened) return;
  }
});

describe('GET /api/geo/zip/{zip}', () => {
  it('answers the city and state of a known ZIP, cacheable by browsers for a day', async () => {
    const response = await api.visitor.get('/api/geo/zip/90210');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await api.visitor.get('/api/geo/zip/19103')).body).toEqual({
      zip: '19103',
      city: 'Philadelphia',
      state: 'PA',
    });
  });

  it('answers 404 for a ZIP no place has, and 400 for one that is not five digits', async () => {
    const unknown = await api.visitor.get('/api/geo/zip/00000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Unknown ZIP code' });
    for (const zip of ['9021', '902101', '90210-1234', 'abcde', '%20%209021']) {
      const bad = await api.visitor.get(`/api/geo/zip/${zip}`);
      expect(bad.status, zip).toBe(400);
      expect(bad.body.message, zip).toBe('ZIP code must be 5 digits');
    }
  });

  it(`takes ${zipLookupLimit.max} look-ups an hour from one address, then 429 with Retry-After`, async () => {
    expect((await api.visitor.get('/api/geo/zip/10001')).status).toBe(200);
    // Spend the rest of this address's hour at once rather than in hundreds of requests.
    await poolOf(api.server.payload).query("update rate_limits set hits = $1 where key like 'geo-zip:ip:%'", [
      zipLookupLimit.max,
    ]);
    const limited = await api.visitor.get('/api/geo/zip/10001');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(limited.headers.get('cache-control') ?? '').not.toContain('max-age');
    expect(limited.body.message).toMatch(/Too many ZIP code look-ups/);
  });
});
