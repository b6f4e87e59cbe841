/**
 * A list of vehicle ids kept in this browser's localStorage under one key, as a store outside React: every
 * component that reads it agrees, across tabs too (the `storage` event). A visitor's saved vehicles, the compare
 * selection and the recently viewed cars are each one.
 */
import { useSyncExternalStore } from 'react';

export interface StoredIdList {
  readonly key: string;
  /** The ids now, the same array until the stored text changes (a stable snapshot for useSyncExternalStore). */
  get(): number[];
  /** Replaces the list (repeats and ids beyond `max` dropped) and tells every reader. */
  set(ids: number[]): void;
  subscribe(listener: () => void): () => void;
  /** The ids, re-rendering when they change here or in another tab. */
  useIds(): number[];
}

const noIds: number[] = [];

export function storedIdList(key: string, { max = Infinity }: { max?: number } = {}): StoredIdList {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; ids: number[] } = { raw: null, ids: noIds };

  /** Whatever another version or a user left in storage, only positive whole ids survive, once each. */
  function parse(raw: string | null): number[] {
    if (!raw) return noIds;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return noIds;
      const ids = parsed.map((entry) => Number(entry)).filter((id) => Number.isInteger(id) && id > 0);
      return [...new Set(ids)].slice(0, max);
    } catch {
      return noIds;
    }
  }

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage blocked (private mode, a sandboxed frame): the list is empty.
      return null;
    }
  }

  function get(): number[] {
    const raw = readRaw();
    if (raw !== cache.raw) cache = { raw, ids: parse(raw) };
    return cache.ids;
  }

  function set(ids: number[]): void {
    try {
      window.localStorage.setItem(key, JSON.stringify([...new Set(ids)].slice(0, max)));
    } catch {
      // Quota or blocked storage: the change simply does not persist.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // null: another tab cleared all of storage.
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    key,
    get,
    set,
    subscribe,
    useIds: () => useSyncExternalStore(subscribe, get, () => noIds),
  };
}
