/** The shared fixed-window rate limiter, against PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { consume, type RateLimit } from '../../cms/http/security/rateLimit.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();

// A window far longer than the test: on a loaded machine five parallel hits can start more than a second apart, and
// a one-second window then let the late ones open a new window.
const limit: RateLimit = { name: 'test', max: 3, windowSeconds: 600, message: 'slow down' };

/** Moves the subject's window into the past, as if `seconds` had gone by since it started. */
async function age(subject: string, seconds: number): Promise<void> {
  await poolOf(api.server.payload).query(
    `update rate_limits set window_start = window_start - make_interval(secs => $2) where key = $1`,
    [`${limit.name}:${subject}`, seconds],
  );
}

describe('rate limits', () => {
  it('allows max hits per window per subject, counts subjects apart, and opens again after the window', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => consume(api.server.payload, limit, 'alice')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await consume(api.server.payload, limit, 'bob')).allowed).toBe(true);
    const refused = results.find((result) => !result.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(limit.windowSeconds - 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(limit.windowSeconds);

    await age('alice', limit.windowSeconds - 10);
    const late = await consume(api.server.payload, limit, 'alice');
    expect(late.allowed).toBe(false);
    expect(late.retryAfterSeconds).toBeLessThanOrEqual(10);

    await age('alice', 10);
    expect(await consume(api.server.payload, limit, 'alice')).toMatchObject({ allowed: true, hits: 1 });
  });

  it('never asks a client to wait longer than the window, even behind a window started after its hit', async () => {
    // A hit that waited on the row lock reads now() from before another hit opened the window: that window starts
    // "later" than now().
    for (let hit = 0; hit <= limit.max; hit++) await consume(api.server.payload, limit, 'carol');
    await age('carol', -2);
    const refused = await consume(api.server.payload, limit, 'carol');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(limit.windowSeconds);
  });
});
