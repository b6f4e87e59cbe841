/**
 * Answers kept per listings version: requests that miss the same answer under the same version share one
 * computation, so a change that empties a popular answer costs its statements once, not once per waiting request.
 * The version is passed as read (`readBefore`), so no database is asked.
 */
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../cms/domain/search/versionedCache.ts';

const payload = {} as Payload;

/** A computation the test finishes, counting how often it was started. */
function gated<T>() {
  const started: string[] = [];
  let finish: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const compute = (version: string | undefined) => {
    started.push(String(version));
    return new Promise<T>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { started, compute, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) };
}

describe('VersionedCache', () => {
  it('computes an answer missed by many requests at once under one version a single time', async () => {
    const cache = new VersionedCache<string>(10);
    const answer = gated<string>();
    const asked = Array.from({ length: 20 }, () => cache.get(payload, 'make=BMW', answer.compute, 'all', '7'));
    expect(answer.started).toEqual(['7']);
    answer.finish('page of BMWs');
    expect(await Promise.all(asked)).toEqual(Array(20).fill('page of BMWs'));
    // Kept: a later request under the same version computes nothing.
    expect(await cache.get(payload, 'make=BMW', answer.compute, 'all', '7')).toBe('page of BMWs');
    expect(answer.started).toEqual(['7']);
  });

  it('computes again under a new version, even while the older computation runs', async () => {
    const cache = new VersionedCache<string>(10);
    const older = gated<string>();
    const newer = gated<string>();
    const first = cache.get(payload, 'all', older.compute, 'all', '7');
    const second = cache.get(payload, 'all', newer.compute, 'all', '8');
    expect([older.started, newer.started]).toEqual([['7'], ['8']]);
    newer.finish('after the change');
    older.finish('before the change');
    expect(await second).toBe('after the change');
    expect(await first).toBe('before the change');
  });

  it('shares a failure with the requests waiting for it, and computes again for the next one', async () => {
    const cache = new VersionedCache<string>(10);
    const failing = gated<string>();
    const asked = [1, 2, 3].map(() => cache.get(payload, 'facets', failing.compute, 'all', '7'));
    failing.fail(new Error('database unavailable'));
    for (const request of asked) await expect(request).rejects.toThrow('database unavailable');
    const retried = gated<string>();
    const again = cache.get(payload, 'facets', retried.compute, 'all', '7');
    expect(retried.started).toEqual(['7']);
    retried.finish('counts');
    expect(await again).toBe('counts');
  });

  it('keeps distinct answers apart', async () => {
    const cache = new VersionedCache<string>(10);
    const bmw = gated<string>();
    const audi = gated<string>();
    const asked = [
      cache.get(payload, 'make=BMW', bmw.compute, 'all', '7'),
      cache.get(payload, 'make=Audi', audi.compute, 'all', '7'),
    ];
    bmw.finish('BMWs');
    audi.finish('Audis');
    expect(await Promise.all(asked)).toEqual(['BMWs', 'Audis']);
  });

  it('keeps at most its number of answers, leaving out the least recently used, and none at 0', async () => {
    const computed: string[] = [];
    const ask = (cache: VersionedCache<string>, key: string) =>
      cache.get(payload, key, async () => (computed.push(key), `answer to ${key}`), 'all', '7');
    const cache = new VersionedCache<string>(2);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await ask(cache, key);
    // 'a' was read again before 'c' came, so 'b' was the one left out.
    expect(computed).toEqual(['a', 'b', 'c', 'b']);

    computed.length = 0;
    const off = new VersionedCache<string>(0);
    for (const key of ['a', 'a']) expect(await ask(off, key)).toBe('answer to a');
    expect(computed).toEqual(['a', 'a']);
  });
});
