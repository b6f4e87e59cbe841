/**
 * The server's periodic housekeeping: a few minutes after start, then every hour, each task in turn. A task that
 * fails (a database outage) is logged and tried again next hour; the others still run. Several servers may run it
 * at once: every task deletes only what no one needs or rewrites only what is out of date, so running it twice
 * does nothing more.
 */
import type { Payload } from 'payload';
import {
  emptyFacetCounts,
  emptyMakeBodyFacetCounts,
  emptyMakeFacetCounts,
  emptyMakePriceSteps,
  emptyWordCounts,
} from './emptyFacetCounts.ts';
import { expiredRateLimits } from './expiredRateLimits.ts';
import { marketValues } from './marketValues.ts';
import { expiredVerificationLinks, failedEmailJobs } from './oldEmailRecords.ts';
import { oldListingChanges } from './oldListingChanges.ts';
import { oldPriceDrops } from './oldPriceDrops.ts';
import { oldViewMarks } from './oldViewMarks.ts';
import type { HousekeepingTask } from './task.ts';
import { unusedPhotos } from './unusedPhotos.ts';

export const housekeepingTasks: HousekeepingTask[] = [
  unusedPhotos,
  expiredRateLimits,
  oldViewMarks,
  oldListingChanges,
  failedEmailJobs,
  expiredVerificationLinks,
  oldPriceDrops,
  emptyFacetCounts,
  emptyMakeFacetCounts,
  emptyMakeBodyFacetCounts,
  emptyMakePriceSteps,
  emptyWordCounts,
  marketValues,
];

const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/** One round of every task; answers what each removed or rewrote (absent when it failed). */
export async function runHousekeeping(payload: Payload, tasks = housekeepingTasks): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const task of tasks) {
    try {
      removed[task.name] = await task.run(payload);
      if (removed[task.name] > 0) payload.logger.info({ task: task.name, removed: removed[task.name] }, 'Housekeeping');
    } catch (error) {
      payload.logger.warn({ err: error, task: task.name }, 'A housekeeping task failed; it runs again next hour');
    }
  }
  return removed;
}

/** Starts the schedule; answers the function that stops it. */
export function scheduleHousekeeping(payload: Payload): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runHousekeeping(payload);
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
