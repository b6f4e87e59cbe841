/** The jobs queue as email tests see it. */
import type { Payload } from 'payload';
import { EMAIL_TASK } from '../../cms/payload/jobs/emailTask.ts';

/** Emails still to send: each email's job is deleted once it has run. Scheduled jobs (alert runs) wait beside them. */
export const queuedEmails = (payload: Payload): Promise<number> =>
  payload
    .count({ collection: 'payload-jobs', where: { taskSlug: { equals: EMAIL_TASK } }, overrideAccess: true })
    .then((result) => result.totalDocs);
