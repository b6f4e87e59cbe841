/** The shared fixed-window rate limiter, against PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { consume, type RateLimit } from '../../cms/http/security/rateLimit.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

const limit: RateLimit = { name: 'test', max: 3, windowSeconds: 1, message: 'slow down' };

describe('rate limits', () => {
  it('allows max hits per window per subject, counts subjects apart, and opens again after the window', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => consume(api.server.payload, limit, 'alice')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await consume(api.server.payload, limit, 'bob')).allowed).toBe(true);
    expect(results.find((result) => !result.allowed)!.retryAfterSeconds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await consume(api.server.payload, limit, 'alice')).allowed).toBe(true);
  });
});
