/**
 * Runs the unused-photo cleanup inside the server: a few minutes after start, then every hour. Several servers
 * may run it at once; deleting an already deleted photo does nothing.
 */
import type { Payload } from 'payload';
import { removeUnusedPhotos } from './unusedPhotos.ts';

const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export function scheduleUnusedPhotoCleanup(payload: Payload): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await removeUnusedPhotos(payload);
      if (removed > 0) payload.logger.info({ removed }, 'Removed photos no listing uses');
    } catch (error) {
      // A database outage: the next hour tries again.
      payload.logger.warn({ err: error }, 'The unused-photo cleanup failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
