/**
 * Runs queued jobs on the server. Payload 3.90's own runner claims jobs with a read followed by an update, so two
 * servers polling one database could both claim, and send, one email. Here a job is claimed by one
 * `UPDATE ... FOR UPDATE SKIP LOCKED` (exactly one server wins it) and then handed to Payload's `runByID`, which
 * runs it, records the outcome and schedules the retry.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { runSql } from '../../platform/db/sql.ts';
import { requestContext } from '../../platform/logging/requestContext.ts';
import { onStop } from '../lifecycle.ts';

/** A job still marked running after this long belonged to a process that died; it is tried again. */
const STALE_MINUTES = 15;

interface JobRunner {
  kick(): void;
  /** The drain in hand, if any. */
  current(): Promise<void> | undefined;
}

const runners = new WeakMap<Payload, JobRunner>();

/**
 * Marks the oldest due job as running and returns its id: a job is returned to exactly one caller. One at a time,
 * so no claimed job waits behind another's send and looks abandoned.
 */
export async function claimNextJob(payload: Payload): Promise<number | undefined> {
  const [row] = await runSql<{ id: number }>(
    payload,
    sql`UPDATE payload_jobs SET processing = true, updated_at = now()
        WHERE id = (
          SELECT id FROM payload_jobs
          WHERE completed_at IS NULL AND has_error IS NOT TRUE AND processing = false
            AND (wait_until IS NULL OR wait_until <= now())
          ORDER BY created_at
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  return row ? Number(row.id) : undefined;
}

export async function releaseStaleJobs(payload: Payload): Promise<void> {
  await runSql(
    payload,
    sql`UPDATE payload_jobs SET processing = false
        WHERE processing AND completed_at IS NULL
          AND updated_at < now() - make_interval(mins => ${STALE_MINUTES})`,
  );
}

/**
 * Polls every `pollMs` and whenever kicked; stops (after the job in hand) when Payload stops. A kick only runs the
 * jobs due: the upkeep (stale claims, due schedules: seven statements, two of them writes) waits for the poll, so a
 * busy server does not repeat it for every email it queues.
 */
export function startJobRunner(payload: Payload, pollMs: number): void {
  let running: Promise<void> | undefined;
  let again = false;
  let upkeepDue = true;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      if (upkeepDue) {
        upkeepDue = false;
        await releaseStaleJobs(payload);
        // Queues the scheduled jobs that are due (alertTasks.ts), at most one waiting per queue.
        await payload.jobs.handleSchedules({ allQueues: true });
      }
      for (let id = await claimNextJob(payload); id !== undefined && !stopped; id = await claimNextJob(payload)) {
        await payload.jobs.runByID({ id, overrideAccess: true, silent: true });
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'Running queued jobs failed; next poll retries'))
      .finally(() => {
        running = undefined;
      });
  }

  function poll(): void {
    upkeepDue = true;
    kick();
  }

  const timer = setInterval(poll, pollMs);
  timer.unref();
  runners.set(payload, { kick, current: () => running });
  onStop(payload, async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
  kick();
}

/**
 * Resolves once the server's runner has no drain in hand: it claims every due job it finds, so a caller that
 * claims jobs itself (a test of the claim) waits for it first.
 */
export async function jobRunnerIdle(payload: Payload): Promise<void> {
  for (let drain = runners.get(payload)?.current(); drain; drain = runners.get(payload)?.current()) await drain;
}

/** Runs due jobs now rather than at the next poll (after a request queued one and committed). */
export function kickJobs(payload: Payload): void {
  // Outside the request that kicked: the runner goes on to other requests' jobs, whose log lines are not this one's.
  requestContext.exit(() => setImmediate(() => runners.get(payload)?.kick()));
}
