/**
 * Email leaves through Payload's jobs queue: a request stores what to send (an intent, never a finished email with
 * its link) and returns; a job runner sends it and, when SMTP fails, Payload retries it with growing pauses.
 * What an intent means is the domain's business: the server passes its handler in (startPayload's options).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { runSqlInRequest } from '../../platform/db/sql.ts';

export const EMAIL_TASK = 'sendEmail';
/** Eight tries over about an hour and a half at the default base of 10 s (20 s, 40 s, ... 43 min). */
const ATTEMPTS = 8;

export type EmailIntentHandler = (payload: Payload, intent: unknown) => Promise<void>;

export function emailTask(handle: EmailIntentHandler | undefined, retryBaseMs: number): TaskConfig<typeof EMAIL_TASK> {
  return {
    slug: EMAIL_TASK,
    inputSchema: [{ name: 'intent', type: 'json', required: true }],
    retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: retryBaseMs } },
    handler: async ({ input, job, req }) => {
      if (!handle) throw new Error('This process does not send email');
      try {
        await handle(req.payload, input.intent);
      } catch (error) {
        // One short line per failed try (the runner silences Payload's own, which dump the whole job).
        const attempt = Number(job.totalTried ?? 0) + 1;
        const last = attempt > ATTEMPTS;
        req.payload.logger[last ? 'error' : 'warn'](
          { jobId: job.id, attempt, reason: error instanceof Error ? error.message : String(error) },
          last ? 'An email could not be sent; the queue gave up' : 'An email could not be sent; the queue tries again',
        );
        throw error;
      }
      return { output: {} };
    },
  };
}

/**
 * Queues many emails in one statement, in the caller's transaction: the rows Payload's `jobs.queue` writes for a
 * task (input, slug, default queue), thousands at once. One `jobs.queue` per email costs a Local API create each,
 * which for an alert run's thousands of emails took most of the run.
 */
export async function queueEmailJobs(req: PayloadRequest, intents: readonly unknown[]): Promise<void> {
  if (intents.length === 0) return;
  await runSqlInRequest(
    req,
    sql`insert into payload_jobs (input, task_slug, queue)
        select jsonb_build_object('intent', intent), ${EMAIL_TASK}, 'default'
        from jsonb_array_elements(${JSON.stringify(intents)}::jsonb) as intent`,
  );
}
