/**
 * The server's housekeeping, a scheduled job: queued once for its next time however often servers look, and run by
 * the runner that claims it. One run removes rate-limit counters whose window has passed and view marks
 * older than two days, email jobs the queue gave up on a week ago, expired verification links, kept facet counts
 * of values no listing has and listing changes logged over an hour ago, keeps the rest, and a task that fails does
 * not stop the others.
 */
import { Cron } from 'croner';
import { expect, it } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { HOUSEKEEPING_TASK } from '../../cms/payload/jobs/housekeepingTask.ts';
import { kickJobs } from '../../cms/payload/jobs/runner.ts';
import { housekeepingTasks, runHousekeeping } from '../../cms/maintenance/housekeeping.ts';
import { consume, LONGEST_WINDOW_SECONDS } from '../../cms/http/security/rateLimit.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

/** Once a year: the round the server queues at start never comes due by itself while the tests run. */
const YEARLY = '0 3 1 1 *';
// The job runner never polls here: the queued jobs the tests write stay as written.
const api = useTestServer(() => ({ JOB_POLL_MS: String(24 * 60 * 60 * 1000), HOUSEKEEPING_CRON: YEARLY }));
const query = <Row extends object>(text: string, values: unknown[] = []) =>
  poolOf(api.server.payload).query<Row>(text, values);

async function seedRows(vehicleId: number): Promise<void> {
  await query(
    `insert into rate_limits (key, window_start, hits) values
       ('contact:ip:expired', now() - make_interval(secs => $1 + 60), 4),
       ('contact:ip:live', now() - interval '5 minutes', 2),
       ('contact:ip:hours-old', now() - interval '3 hours', 1)`,
    [LONGEST_WINDOW_SECONDS],
  );
  await query(
    `insert into view_marks (day, vehicle_id, visitor) values
       ((now() at time zone 'UTC')::date - 3, $1, 'three days ago'),
       ((now() at time zone 'UTC')::date - 1, $1, 'yesterday'),
       ((now() at time zone 'UTC')::date, $1, 'today')`,
    [vehicleId],
  );
}

it('one run removes expired rate limits and old view marks, and keeps live windows and recent marks', async () => {
  const owner = await createAccount(api.server.payload);
  const listing = await createListing(api.server.payload, owner.id, { status: 'approved' });
  await seedRows(listing.id);

  const removed = await runHousekeeping(api.server.payload);

  expect(removed).toMatchObject({ 'expired rate limits': 1, 'old view marks': 1 });
  const limits = await query<{ key: string }>("select key from rate_limits where key like 'contact:ip:%' order by key");
  expect(limits.rows.map((row) => row.key)).toEqual(['contact:ip:hours-old', 'contact:ip:live']);
  const marks = await query<{ visitor: string }>('select visitor from view_marks where vehicle_id = $1 order by day', [
    listing.id,
  ]);
  expect(marks.rows.map((row) => row.visitor)).toEqual(['yesterday', 'today']);
});

it('removes email jobs the queue gave up on a week ago and expired verification links, and keeps the rest', async () => {
  const owner = await createAccount(api.server.payload);
  const other = await createAccount(api.server.payload);
  await query(
    `insert into payload_jobs (input, task_slug, has_error, processing, updated_at) values
       ('{"intent":{"kind":"verify","userId":1}}', 'sendEmail', true, false, now() - interval '8 days'),
       ('{"intent":{"kind":"verify","userId":2}}', 'sendEmail', true, false, now() - interval '6 days'),
       ('{"intent":{"kind":"verify","userId":3}}', 'sendEmail', false, false, now() - interval '8 days')`,
  );
  await query(
    `insert into email_verifications (user_id, token_hash, email, expires_at) values
       ($1, 'expired-digest', 'a@example.com', now() - interval '1 minute'),
       ($2, 'live-digest', 'b@example.com', now() + interval '1 day')`,
    [owner.id, other.id],
  );

  const removed = await runHousekeeping(api.server.payload);

  expect(removed).toMatchObject({ 'failed email jobs': 1, 'expired verification links': 1 });
  const jobs = await query<{ user_id: string }>(
    // The alert runs' scheduled jobs wait in the same table.
    "select input->'intent'->>'userId' as user_id from payload_jobs where task_slug = 'sendEmail' order by user_id",
  );
  expect(jobs.rows.map((row) => row.user_id)).toEqual(['2', '3']);
  const links = await query<{ token_hash: string }>('select token_hash from email_verifications');
  expect(links.rows.map((row) => row.token_hash)).toEqual(['live-digest']);
});

it('removes the kept facet counts of values and the kept words no public listing has, and keeps the others', async () => {
  const owner = await createAccount(api.server.payload);
  const listing = await createListing(api.server.payload, owner.id, {
    status: 'approved',
    price: 50_500,
    year: 2003,
    description: 'Quixotic paint.',
  });
  await api.server.payload.update({
    collection: 'vehicles',
    id: listing.id,
    data: { price: 49_900, year: 2004, description: 'Fine paint.' },
    overrideAccess: true,
  });
  const keptPrices = async () =>
    Object.fromEntries(
      (
        await query<{ value: string; listings: number }>(
          "select value, listings from vehicle_value_counts where column_name = 'price' and value in ('50500.00', '49900.00')",
        )
      ).rows.map((row) => [row.value, row.listings]),
    );
  expect(await keptPrices()).toEqual({ '50500.00': 0, '49900.00': 1 });

  const removed = await runHousekeeping(api.server.payload);

  expect(removed['empty facet counts']).toBeGreaterThanOrEqual(1);
  expect(await keptPrices()).toEqual({ '49900.00': 1 });
  const empty = await query('select 1 from vehicle_value_counts where listings = 0');
  expect(empty.rowCount).toBe(0);
  expect(removed['empty facet counts per make']).toBeGreaterThanOrEqual(1);
  const emptyPerMake = await query('select 1 from vehicle_make_value_counts where listings = 0');
  expect(emptyPerMake.rowCount).toBe(0);
  expect(removed['empty facet counts per make and body type']).toBeGreaterThanOrEqual(1);
  const emptyPerMakeAndBody = await query('select 1 from vehicle_make_body_value_counts where listings = 0');
  expect(emptyPerMakeAndBody.rowCount).toBe(0);
  // The step of $50,000-51,000 lost its listing to that of $49,000-50,000.
  expect(removed['empty price steps per make']).toBeGreaterThanOrEqual(1);
  const emptySteps = await query('select 1 from vehicle_make_price_steps where listings = 0');
  expect(emptySteps.rowCount).toBe(0);
  expect(removed['empty word counts']).toBeGreaterThanOrEqual(1);
  const words = await query<{ word: string; listings: number }>(
    "select word, listings from vehicle_word_counts where word in ('quixotic', 'fine') or listings = 0",
  );
  expect(words.rows).toEqual([{ word: 'fine', listings: 1 }]);
});

it('removes the listing changes logged over an hour ago, and keeps those a server may still catch up on', async () => {
  const owner = await createAccount(api.server.payload);
  const listing = await createListing(api.server.payload, owner.id, { status: 'approved' });
  const logged = () =>
    query<{ vehicle_id: number }>('select vehicle_id from search_listing_changes where vehicle_id = $1', [listing.id]);
  // The approval was logged just now.
  expect((await logged()).rowCount).toBe(1);
  await query(
    "insert into search_listing_changes (vehicle_id, changed_at) values ($1, now() - interval '61 minutes')",
    [listing.id],
  );

  const removed = await runHousekeeping(api.server.payload);

  expect(removed['old listing changes']).toBeGreaterThanOrEqual(1);
  expect((await logged()).rowCount).toBe(1);
  const old = await query("select 1 from search_listing_changes where changed_at < now() - interval '1 hour'");
  expect(old.rowCount).toBe(0);
});

it('runs every task when one fails', async () => {
  const failing = { name: 'failing', run: () => Promise.reject(new Error('database unavailable')) };
  const removed = await runHousekeeping(api.server.payload, [failing, ...housekeepingTasks]);
  expect(Object.keys(removed)).toEqual(housekeepingTasks.map((task) => task.name));
});

it('refuses a rate limit whose window is longer than housekeeping keeps counters', async () => {
  const weekly = { name: 'test:weekly', max: 1, windowSeconds: 7 * 24 * 60 * 60, message: 'Once a week' };
  await expect(consume(api.server.payload, weekly, 'someone')).rejects.toThrow(/LONGEST_WINDOW_SECONDS/);
});

it('is queued once for its next time, however many servers look, and runs when it comes due', async () => {
  const { payload } = api.server;
  const rounds = () =>
    query<{ id: number; waitUntil: Date }>(
      'select id, wait_until as "waitUntil" from payload_jobs where task_slug = $1 and completed_at is null',
      [HOUSEKEEPING_TASK],
    );
  // The runner's first look, at start, queues it.
  await expect.poll(async () => (await rounds()).rowCount, { timeout: 10_000 }).toBe(1);
  // Other servers (or this one's next poll) look again: still one round waiting, for the schedule's next time.
  await payload.jobs.handleSchedules({ allQueues: true });
  await payload.jobs.handleSchedules({ allQueues: true });
  const [waiting] = (await rounds()).rows;
  expect((await rounds()).rowCount).toBe(1);
  expect(waiting.waitUntil.toISOString()).toBe(new Cron(YEARLY).nextRun()!.toISOString());

  await query(
    `insert into rate_limits (key, window_start, hits) values
       ('scheduled:expired', now() - make_interval(secs => $1 + 60), 1), ('scheduled:live', now(), 1)`,
    [LONGEST_WINDOW_SECONDS],
  );
  await query('update payload_jobs set wait_until = now() where id = $1', [waiting.id]);
  kickJobs(payload);

  await expect
    .poll(async () => (await query("select 1 from rate_limits where key = 'scheduled:expired'")).rowCount, {
      timeout: 15_000,
    })
    .toBe(0);
  await expect.poll(async () => (await rounds()).rowCount).toBe(0);
  expect((await query("select 1 from rate_limits where key = 'scheduled:live'")).rowCount).toBe(1);
});
