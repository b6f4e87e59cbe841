/**
 * Child process of the alert benchmark (bench/alerts.ts starts it): times real alert runs on the search
 * benchmark's database with its saved searches. Each scenario puts its changes on the market (new approved
 * listings copied from existing ones, price cuts on approved listings) after moving the cursors to now, times
 * `runAlerts` as the jobs queue runs it (first the run of a fresh process, then the same size again), and, for
 * contrast, the naive way: every live search's own conditions against the same new listings, timed on a sample
 * and scaled to all. Everything a run wrote (listings, queued emails) is removed after.
 * Env: BENCH_DATABASE_URL, BENCH_DATA_DIR.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { parseSavedQuery, type AlertRunFrequency } from '../../contract/savedSearches.ts';
import { runAlerts, type AlertRunResult } from '../../cms/domain/alerts/runAlerts.ts';
import { filterSet, whereClause } from '../../cms/domain/search/filterConditions.ts';
import { EMAIL_TASK } from '../../cms/payload/jobs/emailTask.ts';
import { stopPayload } from '../../cms/payload/start.ts';
import { idArray, runSql } from '../../cms/platform/db/sql.ts';
import { migratedPayload } from '../search/benchPayload.ts';

interface Scenario {
  name: string;
  frequency: AlertRunFrequency;
  newListings: number;
  cuts: number;
}

const scenarios: Scenario[] = [
  { name: 'instant, a busy minute', frequency: 'instant', newListings: 60, cuts: 30 },
  { name: 'instant, a busy minute (again)', frequency: 'instant', newListings: 60, cuts: 30 },
  { name: 'daily, a day', frequency: 'daily', newListings: 4000, cuts: 3000 },
];
const NAIVE_SAMPLE = 1000;

const copied = [
  'make',
  'model',
  'year',
  'trim',
  'mileage',
  'price',
  'condition',
  'body_type',
  'fuel_type',
  'transmission',
  'drivetrain',
  'exterior_color',
  'interior_color',
  'description',
  'features',
  'images',
  'location',
  'zip_code',
  'city',
  'state',
  'latitude',
  'longitude',
  'contact_phone',
  'contact_email',
  'contact_location',
  'owner_id',
]
  .map((column) => `"${column}"`)
  .join(', ');

async function putOnMarket(payload: Payload, scenario: Scenario): Promise<number[]> {
  await runSql(payload, sql`update alert_cursors set xact = pg_snapshot_xmin(pg_current_snapshot())::text::bigint`);
  const created = await runSql<{ id: number }>(
    payload,
    sql.raw(`insert into vehicles (${copied}, status, created_at, updated_at)
             select ${copied}, 'approved', now(), now() from vehicles
              where status = 'approved' and id % 7 = ${Math.floor(Math.random() * 7)}
              limit ${scenario.newListings}
             returning id`),
  );
  await runSql(
    payload,
    sql.raw(`update vehicles set price = round(price * 0.95 / 100) * 100
              where id in (select id from vehicles where status = 'approved' and id % 11 = ${Math.floor(Math.random() * 11)}
                           limit ${scenario.cuts})`),
  );
  return created.map((row) => Number(row.id));
}

async function cleanUp(payload: Payload, created: number[]): Promise<number> {
  const [{ emails }] = await runSql<{ emails: number }>(
    payload,
    sql`with gone as (delete from payload_jobs where task_slug = ${EMAIL_TASK} returning 1) select count(*)::int as emails from gone`,
  );
  if (created.length) await runSql(payload, sql.raw(`delete from vehicles where id in (${created.join(',')})`));
  return emails;
}

/** Every live search of the kind checked with its own conditions against the new listings, on a sample. */
async function naive(payload: Payload, frequency: AlertRunFrequency, created: number[]) {
  const [{ live }] = await runSql<{ live: number }>(
    payload,
    sql`select count(*)::int as live from saved_searches where frequency = ${frequency} and paused is not true`,
  );
  const sample = await runSql<{ query: string }>(
    payload,
    sql`select query from saved_searches where frequency = ${frequency} and paused is not true
        order by id limit ${NAIVE_SAMPLE}`,
  );
  const ids = idArray(created);
  const started = performance.now();
  for (const { query } of sample) {
    const filters = parseSavedQuery(query);
    if (!filters.success) continue;
    const set = await filterSet(payload, filters.data);
    await runSql(payload, sql`select v.id from vehicles v where v.id = any(${ids}) and ${whereClause(set)}`);
  }
  const sampleMs = performance.now() - started;
  return { live, sampleMs, allMs: (sampleMs / sample.length) * live };
}

const payload = await migratedPayload(process.env.BENCH_DATABASE_URL!, process.env.BENCH_DATA_DIR!);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  const [{ searches, live }] = await runSql<{ searches: number; live: number }>(
    payload,
    sql`select count(*)::int as searches, count(*) filter (where paused is not true and frequency <> 'never')::int as live
          from saved_searches`,
  );
  const [{ listings }] = await runSql<{ listings: number }>(
    payload,
    sql`select count(*)::int as listings from vehicles`,
  );
  const [{ rests }] = await runSql<{ rests: number }>(
    payload,
    sql`select count(distinct match_rest)::int as rests from saved_searches where match_rest <> ''`,
  );
  console.log(
    `\nalert runs: ${searches.toLocaleString('en-US')} saved searches (${live.toLocaleString('en-US')} sending; ${rests.toLocaleString('en-US')} distinct conditions beyond make, model, price and year), ${listings.toLocaleString('en-US')} listings\n`,
  );
  console.log(
    '| run | new listings | price cuts | changes read | searches matched | emails | run time | naive: every search against the new listings |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const scenario of scenarios) {
    const created = await putOnMarket(payload, scenario);
    const started = performance.now();
    const result: AlertRunResult = await runAlerts(payload, scenario.frequency);
    const runMs = performance.now() - started;
    const baseline = await naive(payload, scenario.frequency, created);
    const emails = await cleanUp(payload, created);
    console.log(
      `| ${scenario.name} | ${created.length} | ${scenario.cuts} | ${result.listingsChanged} | ${result.searchesMatched.toLocaleString('en-US')} | ${emails.toLocaleString('en-US')} | **${seconds(runMs)}** | ${seconds(baseline.allMs)} (${baseline.live.toLocaleString('en-US')} searches; ${NAIVE_SAMPLE} took ${seconds(baseline.sampleMs)}) |`,
    );
  }
} finally {
  await stopPayload(payload);
}
