/**
 * The caches of answers keep a bounded number of entries, dropping the least recently used first; a size of 0 is how
 * an operator turns them off (SEARCH_CACHE_ENTRIES=0), and keeps none.
 */
import { LRUCache } from 'lru-cache';

export const recentlyUsed = <K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  maxEntries: number,
): LRUCache<K, V> | undefined => (maxEntries > 0 ? new LRUCache<K, V>({ max: maxEntries }) : undefined);
