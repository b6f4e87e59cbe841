/**
 * Search answers, totals and facets cached per listings version. The database moves a version in the same
 * transaction as any change buyers can see (migration search_versions_by_make): the version of all listings, and the
 * version of the make of each listing changed. An answer about one make (`make=BMW`) keeps the version of BMW, so a
 * change to an Audi leaves it cached; any other answer keeps the version of all listings. A cached value is never
 * stale, on this server or any other: reading a version is one primary-key lookup, counting 160,000 listings is not,
 * and requests that ask for it while a read is out share the next one.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import type { Pool } from 'pg';
import { poolOf } from '../../platform/db/pool.ts';
import { runPrepared } from '../../platform/db/preparedSql.ts';
import { recentlyUsed } from './recentlyUsed.ts';
import { SharedFreshReads } from './sharedFreshReads.ts';

/** What a cached value depends on: every listing, or the listings of one make. */
export type VersionScope = { make: string } | 'all';

/** A make's version as text: a make no listing of has ever been public has no row, so 0, which no bump writes. */
const makeVersionOf = (make: string) =>
  `coalesce((select version from search_make_versions where make = lower(${make})), 0)::text`;

/** The version of a listing's make (the listing as `v`), read in the listing's own statement: one snapshot. */
export const rowMakeVersion = sql.raw(makeVersionOf('v.make'));

/** Version reads per pool, shared by the requests that ask for one while another is out (sharedFreshReads.ts). */
const versionReads = new WeakMap<Pool, SharedFreshReads<string>>();

/** The current version of a scope: at least as new as every change committed before this call. */
export function listingsVersion(payload: Payload, scope: VersionScope = 'all'): Promise<string> {
  const pool = poolOf(payload);
  let reads = versionReads.get(pool);
  if (!reads) {
    reads = new SharedFreshReads<string>();
    versionReads.set(pool, reads);
  }
  return reads.read(scope === 'all' ? '' : `make ${scope.make}`, async () => {
    const rows = await runPrepared<{ version: string }>(
      pool,
      scope === 'all'
        ? { sql: 'select version::text as version from search_version where id = 1', params: [] }
        : { sql: `select ${makeVersionOf('$1')} as version`, params: [scope.make] },
    );
    return rows[0]?.version ?? '0';
  });
}

/** The scope of an answer about listings matching these filters. */
export const scopeOf = (filters: { make?: string }): VersionScope => (filters.make ? { make: filters.make } : 'all');

export class VersionedCache<T> {
  private readonly entries: LRUCache<string, { version: string; value: T }> | undefined;
  /**
   * Values being computed, by key: requests that miss the same key under the same version wait for one computation.
   * A change buyers can see empties every answer it touches at once, and the requests that come in before the first
   * of them is computed again would otherwise each send its statements: as many times as requests were waiting.
   */
  private computing = new Map<string, { version: string; value: Promise<T> }>();

  constructor(maxEntries: number) {
    this.entries = recentlyUsed(maxEntries);
  }

  /**
   * The value kept for `key` if it is current, else `compute`'s, kept. `compute` is given the version it is kept
   * under (none when this cache keeps nothing), so a value it builds from another cache of the same scope can pass
   * it on as `readBefore` instead of reading it again: any value made after that read may be kept under it.
   */
  async get(
    payload: Payload,
    key: string,
    compute: (version: string | undefined) => Promise<T>,
    scope: VersionScope = 'all',
    readBefore?: string,
  ): Promise<T> {
    const entries = this.entries;
    if (!entries) return compute(readBefore);
    // Read before computing: what is computed is at least as new as the version it is kept under.
    const version = readBefore ?? (await listingsVersion(payload, scope));
    const hit = this.hit(key, version);
    if (hit !== undefined) return hit;
    const running = this.computing.get(key);
    if (running?.version === version) return running.value;
    const computed = compute(version);
    this.computing.set(key, { version, value: computed });
    try {
      const value = await computed;
      entries.set(key, { version, value });
      return value;
    } finally {
      if (this.computing.get(key)?.value === computed) this.computing.delete(key);
    }
  }

  /** The value kept for a key if it is still current, without computing one. */
  async peek(payload: Payload, key: string, scope: VersionScope = 'all'): Promise<T | undefined> {
    if (!this.entries?.has(key)) return undefined;
    return this.hit(key, await listingsVersion(payload, scope));
  }

  private hit(key: string, version: string): T | undefined {
    const hit = this.entries?.get(key);
    return hit?.version === version ? hit.value : undefined;
  }
}
