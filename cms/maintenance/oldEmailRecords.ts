/**
 * What outgoing email leaves behind: jobs the queue gave up on (their input names addresses, their log the mail
 * server's errors), kept a week for whoever investigates, and verification links past their expiry, which can
 * verify nothing.
 */
import { deleteRowsTask } from './task.ts';

export const FAILED_EMAIL_DAYS = 7;

export const failedEmailJobs = deleteRowsTask(
  'failed email jobs',
  'delete from payload_jobs where has_error and updated_at < now() - make_interval(days => $1)',
  [FAILED_EMAIL_DAYS],
);

export const expiredVerificationLinks = deleteRowsTask(
  'expired verification links',
  'delete from email_verifications where expires_at < now()',
  [],
);
