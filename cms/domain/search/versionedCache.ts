/**
 * Counts (search totals, facets) cached per listings version. The database bumps the version in the same
 * transaction as any change search can see (migration search_indexes), so a cached count is never stale, on this
 * server or any other: reading the version is one primary-key lookup, counting 160,000 listings is not.
 */
import type { Payload } from 'payload';
import { poolOf } from '../../platform/db/pool.ts';

export async function listingsVersion(payload: Payload): Promise<string> {
  const { rows } = await poolOf(payload).query<{ version: string }>(
    'select version::text as version from search_version where id = 1',
  );
  return rows[0]?.version ?? '0';
}

export class VersionedCache<T> {
  private entries = new Map<string, T>();
  private version = '';

  constructor(private readonly maxEntries: number) {}

  async get(payload: Payload, key: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxEntries === 0) return compute();
    const version = await listingsVersion(payload);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Most recently used last: the oldest entry is the first the Map iterates.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await compute();
    if (this.version === version) {
      this.entries.set(key, value);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
