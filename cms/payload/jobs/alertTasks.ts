/**
 * Saved-search alerts run as scheduled jobs: Payload's schedules queue one run of each kind at its cron time (at
 * most one waiting per queue), and the server's runner (runner.ts) claims and runs it. A run that two servers both
 * queued, or one retried after a crash, is harmless: the run itself is idempotent (the domain's cursor). What a run
 * does is the domain's business: the server passes its handler in (startPayload's options).
 */
import type { Payload, TaskConfig } from 'payload';
import type { AlertRunFrequency } from '../../../contract/savedSearches.ts';

export type AlertRunHandler = (payload: Payload, frequency: AlertRunFrequency) => Promise<unknown>;

/** Every minute for 'As soon as they are listed'; each day at 13:00 UTC (morning across the US) for the digest. */
const schedules: Record<AlertRunFrequency, string> = { instant: '* * * * *', daily: '0 13 * * *' };

export const alertTaskSlug = (frequency: AlertRunFrequency) => `${frequency}Alerts` as const;

export function alertTasks(handle: AlertRunHandler | undefined): TaskConfig[] {
  return (Object.keys(schedules) as AlertRunFrequency[]).map((frequency) => ({
    slug: alertTaskSlug(frequency),
    schedule: [{ cron: schedules[frequency], queue: `alerts-${frequency}` }],
    // The next scheduled run is the retry; a failed one only logs.
    retries: 0,
    handler: async ({ req }) => {
      if (!handle) throw new Error('This process does not run alerts');
      await handle(req.payload, frequency);
      return { output: {} };
    },
  }));
}
