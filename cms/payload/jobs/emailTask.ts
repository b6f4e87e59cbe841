/**
 * Email leaves through Payload's jobs queue: a request stores what to send (an intent, never a finished email with
 * its link) and returns; a job runner sends it and, when SMTP fails, Payload retries it with growing pauses.
 * What an intent means is the domain's business: the server passes its handler in (startPayload's options).
 */
import type { Payload, TaskConfig } from 'payload';

export const EMAIL_TASK = 'sendEmail';
/** Eight tries over about an hour and a half at the default base of 10 s (20 s, 40 s, ... 43 min). */
const ATTEMPTS = 8;

export type EmailIntentHandler = (payload: Payload, intent: unknown) => Promise<void>;

export function emailTask(handle: EmailIntentHandler | undefined, retryBaseMs: number): TaskConfig<typeof EMAIL_TASK> {
  return {
    slug: EMAIL_TASK,
    inputSchema: [{ name: 'intent', type: 'json', required: true }],
    retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: retryBaseMs } },
    handler: async ({ input, req }) => {
      if (!handle) throw new Error('This process does not send email');
      await handle(req.payload, input.intent);
      return { output: {} };
    },
  };
}
