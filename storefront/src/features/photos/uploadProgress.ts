/**
 * How far each photo's upload has gone, outside React state: a photo reports progress many times a second, and
 * only its own tile should draw again, not the whole listing form that holds the upload list.
 */
import { useCallback, useSyncExternalStore } from 'react';

export class UploadProgress {
  private readonly shares = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  /** The share sent, 0 to 1, kept in whole percents so a bar redraws at most a hundred times. */
  set(id: string, fraction: number): void {
    const share = Math.floor(Math.min(Math.max(fraction, 0), 1) * 100) / 100;
    if (this.shares.get(id) === share) return;
    this.shares.set(id, share);
    this.notify();
  }

  get(id: string): number {
    return this.shares.get(id) ?? 0;
  }

  delete(id: string): void {
    if (this.shares.delete(id)) this.notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** One photo's share sent, 0 to 1; the component draws again only when it changes. */
export function useUploadProgress(progress: UploadProgress, id: string): number {
  const read = useCallback(() => progress.get(id), [progress, id]);
  return useSyncExternalStore(progress.subscribe, read, read);
}
