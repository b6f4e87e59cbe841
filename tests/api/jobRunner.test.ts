/**
 * The job runner's claim: however many runners ask at once (servers behind a load balancer), each job goes to one;
 * a job whose runner died is run again; a kick runs the jobs due and leaves the upkeep to the poll.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_TASK } from '../../cms/payload/jobs/emailTask.ts';
import { claimNextJob, jobRunnerIdle, kickJobs, releaseStaleJobs } from '../../cms/payload/jobs/runner.ts';
import { runSql } from '../../cms/platform/db/sql.ts';
import { useTestServer } from '../helpers/testServer.ts';

// A runner that never polls by itself: the test makes every claim.
const api = useTestServer(() => ({ JOB_POLL_MS: String(24 * 60 * 60 * 1000) }));

async function queue(count: number): Promise<void> {
  const { payload } = api.server;
  for (let index = 0; index < count; index++) {
    await payload.jobs.queue({
      task: EMAIL_TASK,
      input: {
        intent: { kind: 'emailChanged', userId: 1, oldEmail: 'a@example.com', newEmail: `b${index}@example.com` },
      },
    });
  }
}

describe('claiming queued jobs', () => {
  // The server's runner drains once at start, scheduling the alert runs; it must be idle before the test claims.
  beforeAll(async () => {
    const scheduled = sql`select 1 from payload_jobs where queue like 'alerts-%'`;
    for (let tries = 0; (await runSql(api.server.payload, scheduled)).length < 2; tries++) {
      if (tries > 200) throw new Error('the runner did not schedule the alert runs');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // It goes on to run the alert run that is due, then claims whatever is queued: the test's jobs, if still at it.
    await jobRunnerIdle(api.server.payload);
  });
  // Only the jobs each test queues: not the scheduled alert runs.
  beforeEach(() => runSql(api.server.payload, sql`delete from payload_jobs`));

  it('gives each job to one of many runners asking at the same moment', async () => {
    await queue(30);
    // Eight runners, each claiming until nothing is left.
    const claimAll = async () => {
      const mine: number[] = [];
      for (
        let id = await claimNextJob(api.server.payload);
        id !== undefined;
        id = await claimNextJob(api.server.payload)
      )
        mine.push(id);
      return mine;
    };
    const ids = (await Promise.all(Array.from({ length: 8 }, claimAll))).flat();
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    await runSql(api.server.payload, sql`delete from payload_jobs`);
  });

  it('runs a queued job when kicked, without redoing the upkeep the poll does', async () => {
    const { payload } = api.server;
    await queue(1);
    kickJobs(payload);
    const waiting = sql`select 1 from payload_jobs
      where processing = false and completed_at is null and queue not like 'alerts-%'`;
    for (let tries = 0; (await runSql(payload, waiting)).length > 0; tries++) {
      if (tries > 200) throw new Error('the kick did not run the queued job');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await jobRunnerIdle(payload);
    // The poll's upkeep would have queued the alert runs again (none is waiting since beforeEach).
    expect(await runSql(payload, sql`select 1 from payload_jobs where queue like 'alerts-%'`)).toHaveLength(0);
  });

  it('claims a job again when its runner has been silent for a quarter of an hour, not before', async () => {
    await queue(1);
    const id = await claimNextJob(api.server.payload);
    expect(await claimNextJob(api.server.payload)).toBeUndefined();
    await runSql(
      api.server.payload,
      sql`update payload_jobs set updated_at = now() - interval '16 minutes' where id = ${id}`,
    );
    await releaseStaleJobs(api.server.payload);
    expect(await claimNextJob(api.server.payload)).toBe(id);
  });
});
