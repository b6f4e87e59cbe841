/**
 * Saved vehicles: a list of vehicle ids kept only in this browser's localStorage under
 * `savedVehicles`, never on the server. A store outside React so the heart on every card, the header count and
 * the saved page agree, across tabs too (the `storage` event).
 */
import { useSyncExternalStore } from 'react';

export const SAVED_VEHICLES_KEY = 'savedVehicles';

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

/** Whatever another version or a user left in storage, only positive whole ids survive, once each. */
function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.map((entry) => Number(entry)).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_VEHICLES_KEY);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): nothing is saved.
    return null;
  }
}

export function getSavedIds(): number[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, ids: parseIds(raw) };
  return cache.ids;
}

function writeIds(ids: number[]): void {
  try {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify(ids));
  } catch {
    // Quota or blocked storage: the toggle simply does not persist.
  }
  for (const listener of listeners) listener();
}

export function isSaved(id: number): boolean {
  return getSavedIds().includes(id);
}

/** Adds or removes the id; answers whether it is saved now. Newest first, so the saved page shows it on top. */
export function toggleSavedId(id: number): boolean {
  const ids = getSavedIds();
  const saved = !ids.includes(id);
  writeIds(saved ? [id, ...ids] : ids.filter((entry) => entry !== id));
  return saved;
}

/** Forgets every saved car (its account was deleted, and the confirmation said they would go with it). */
export function clearSavedIds(): void {
  writeIds([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_VEHICLES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noIds: number[] = [];

export function useSavedIds(): number[] {
  return useSyncExternalStore(subscribe, getSavedIds, () => noIds);
}
