/**
 * What a queued email is about (an account's, or an enquiry for the sales team), as the jobs queue stores it: ids
 * and facts, never a finished email or a link, so a job row holds no usable token. The email is made when it is
 * sent (deliverEmail.ts).
 */
import type { Payload, PayloadRequest } from 'payload';
import { z } from 'zod';
import { alertRunFrequencies } from '../../../contract/savedSearches.ts';
import { EMAIL_TASK, queueEmailJobs } from '../../payload/jobs/emailTask.ts';
import { kickJobs } from '../../payload/jobs/runner.ts';

const id = z.number().int().positive();

export const emailIntentSchema = z.discriminatedUnion('kind', [
  /** Registration: welcome, and the link that verifies the address. */
  z.object({ kind: z.literal('welcome'), userId: id }),
  /** A new verification link: for the account's address, or for the one it is moving to. */
  z.object({ kind: z.literal('verify'), userId: id }),
  z.object({ kind: z.literal('passwordReset'), email: z.string() }),
  z.object({ kind: z.literal('passwordChanged'), userId: id, at: z.iso.datetime() }),
  /** To the old address, once the new one is verified. */
  z.object({ kind: z.literal('emailChanged'), userId: id, oldEmail: z.string(), newEmail: z.string() }),
  z.object({
    kind: z.literal('listingDecision'),
    userId: id,
    vehicleId: id,
    title: z.string(),
    subject: z.enum(['listing', 'change']),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().optional(),
  }),
  /** One alert run's news for an account: new cars for its saved searches, and price cuts on its saved cars. */
  z.object({
    kind: z.literal('alerts'),
    userId: id,
    frequency: z.enum(alertRunFrequencies),
    searches: z.array(z.object({ searchId: id, vehicleIds: z.array(id), total: z.number().int().min(0) })),
    cuts: z.array(z.object({ vehicleId: id, priceBefore: z.number() })),
  }),
  /** A buyer's enquiry (a stored contact message) for the sales team, at the address chosen when it came in. */
  z.object({ kind: z.literal('salesEnquiry'), contactMessageId: id, to: z.string() }),
]);
export type EmailIntent = z.infer<typeof emailIntentSchema>;
export type AlertEmailIntent = Extract<EmailIntent, { kind: 'alerts' }>;

/**
 * Queues an email. Inside a transaction (`req`), the job commits or rolls back with the change that caused it, and
 * the caller kicks the runner after committing (`sendQueuedEmailSoon`); otherwise it is sent at once.
 */
export async function queueEmail(payload: Payload, intent: EmailIntent, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: EMAIL_TASK, input: { intent }, req });
  if (!req) kickJobs(payload);
}

/** Queues many emails in the request's transaction (one statement); the caller kicks the runner after committing. */
export async function queueEmails(intents: readonly EmailIntent[], req: PayloadRequest): Promise<void> {
  await queueEmailJobs(req, intents);
}

/**
 * Queues an email for the next poll of the queue rather than at once: a reset's job does more for a known address
 * than for an unknown one, and run right after the answer it would slow the asker's next request by that much.
 */
export async function queueEmailUnhurried(payload: Payload, intent: EmailIntent): Promise<void> {
  await payload.jobs.queue({ task: EMAIL_TASK, input: { intent } });
}

export const sendQueuedEmailSoon = kickJobs;
