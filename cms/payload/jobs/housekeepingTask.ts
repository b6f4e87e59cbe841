/**
 * The housekeeping round as a scheduled job: Payload's schedule queues one at each cron time (at most one waiting
 * per queue) and one server's runner claims it (runner.ts). However many servers run, a round is then done once per
 * schedule, and never because a server started: a round reads every listing for the market values, seconds of
 * PostgreSQL's CPU at 200,000 listings. What a round does is the maintenance layer's: the server passes it in.
 */
import type { Payload, TaskConfig } from 'payload';

export type HousekeepingHandler = (payload: Payload) => Promise<unknown>;

export const HOUSEKEEPING_TASK = 'housekeeping';
const HOUSEKEEPING_QUEUE = 'housekeeping';

/** `cron` undefined: this server queues no round, but runs one another server queued. */
export function housekeepingTask(handle: HousekeepingHandler | undefined, cron: string | undefined): TaskConfig {
  return {
    slug: HOUSEKEEPING_TASK,
    schedule: handle && cron ? [{ cron, queue: HOUSEKEEPING_QUEUE }] : [],
    // The next scheduled round is the retry; a task that fails is logged by the round itself.
    retries: 0,
    handler: async ({ req }) => {
      if (!handle) throw new Error('This process does not run housekeeping');
      await handle(req.payload);
      return { output: {} };
    },
  };
}
