/**
 * The housekeeping round, each task in turn, run as a scheduled job (payload/jobs/housekeepingTask.ts): hourly by
 * default, once however many servers there are. A task that fails (a database outage) is logged and tried again
 * next round; the others still run. Two rounds at once (a claim taken over after a stalled server) do nothing more:
 * every task deletes only what no one needs or rewrites only what is out of date.
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

/** One round of every task; answers what each removed or rewrote (absent when it failed). */
export async function runHousekeeping(payload: Payload, tasks = housekeepingTasks): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const task of tasks) {
    try {
      removed[task.name] = await task.run(payload);
      if (removed[task.name] > 0) payload.logger.info({ task: task.name, removed: removed[task.name] }, 'Housekeeping');
    } catch (error) {
      payload.logger.warn({ err: error, task: task.name }, 'A housekeeping task failed; it runs again next round');
    }
  }
  return removed;
}
