/**
 * A change's re-valuation skips the rows another transaction holds at that moment. Those an edit holds are re-valued
 * by that edit's own hook when it commits; those a views flush holds are not, so the change queues its groups'
 * re-valuation as a job, committed with it and run apart by the server's runner (at its next poll), tried again
 * while rows are still held. The hourly full refresh is the last resort; a job given up is deleted a week later with
 * the others (maintenance/oldEmailRecords.ts).
 */
import type { PayloadRequest, TaskConfig } from 'payload';
import { refreshMarketValuesApart, type ValuedListing } from './marketValues.ts';

export const REVALUE_TASK = 'revalueListings';
/** A flush holds its rows for milliseconds: a few tries a few seconds apart, then the hourly round. */
const ATTEMPTS = 5;
const RETRY_DELAY_MS = 2_000;

export function revalueTask(): TaskConfig<typeof REVALUE_TASK> {
  return {
    slug: REVALUE_TASK,
    inputSchema: [{ name: 'listings', type: 'json', required: true }],
    retries: { attempts: ATTEMPTS, backoff: { type: 'fixed', delay: RETRY_DELAY_MS } },
    handler: async ({ input, job, req }) => {
      const { held } = await refreshMarketValuesApart(req.payload, input.listings as ValuedListing[]);
      if (held > 0) {
        // Retried by the queue (the runner keeps Payload's own report of each try quiet); the last try is told.
        if (Number(job.totalTried ?? 0) + 1 > ATTEMPTS)
          req.payload.logger.warn({ jobId: job.id, held }, 'Listings stay to be re-valued by the hourly round');
        throw new Error(`${held} listings to re-value were held by another transaction`);
      }
      return { output: {} };
    },
  };
}

/** Queues the re-valuation of these listings' groups in the change's transaction: it runs if the change commits. */
export async function queueRevaluation(req: PayloadRequest, listings: readonly ValuedListing[]): Promise<void> {
  await req.payload.jobs.queue({ task: REVALUE_TASK, input: { listings: [...listings] }, req });
}
