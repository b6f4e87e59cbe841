/**
 * `npm run bench:cache-versions [-- --n 200000 --runs 15]`: what keeping the search versions costs a write, on the
 * search benchmark's database of N listings (bench/search/dataset.ts builds or reuses it). The version triggers
 * read the rows a statement changed (migration search_versions_by_make); this times the writes the marketplace
 * sends most with those triggers on and off, in turn, each in a transaction rolled back after, and prints the
 * medians side by side with the versions each write moved.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchDatabase } from './search/dataset.ts';

const { values } = parseArgs({ options: { n: { type: 'string' }, runs: { type: 'string' } } });
const n = Number(values.n ?? 200_000);
const runs = Number(values.runs ?? 15);
const root = path.resolve(import.meta.dirname, '..');
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const triggers = ['insert', 'update', 'delete'].map((event) => `vehicles_search_versions_${event}`);

/** Each write as the app sends it; `$1` is the listing it names, if any. */
const writes: { name: string; sql: string; listing?: 'approved' | 'pending' }[] = [
  {
    name: 'view counts of 500 listings (the view flush)',
    sql: `update vehicles v set views = v.views + 1
          from (select id from vehicles where status = 'approved' order by id limit 500) a where v.id = a.id`,
  },
  {
    name: 'an approved listing: new price',
    sql: `update vehicles set price = price - 100 where id = $1`,
    listing: 'approved',
  },
  {
    name: 'a pending listing: new price',
    sql: `update vehicles set price = price - 100 where id = $1`,
    listing: 'pending',
  },
  { name: 'an update of no row', sql: `update vehicles set price = price - 100 where id = -1` },
  {
    name: 'market values of 300 listings rewritten unchanged',
    sql: `update vehicles set market_value = market_value
          where id in (select id from vehicles where status = 'approved' order by id desc limit 300)`,
  },
];

async function timeOnce(client: pg.Client, sql: string, params: number[], withTriggers: boolean) {
  await client.query('begin');
  try {
    if (!withTriggers) for (const name of triggers) await client.query(`alter table vehicles disable trigger ${name}`);
    const before = await client.query<{ v: string }>('select version::text as v from search_version');
    const started = performance.now();
    await client.query(sql, params);
    const ms = performance.now() - started;
    const after = await client.query<{ v: string }>('select version::text as v from search_version');
    return { ms, bumped: before.rows[0]!.v !== after.rows[0]!.v };
  } finally {
    await client.query('rollback');
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; load average at start ${loadAverage()}`);
const database = await benchDatabase(root, n, false);
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  const ids = await client.query<{ approved: number; pending: number }>(
    `select (select id from vehicles where status = 'approved' order by id limit 1) as approved,
            (select id from vehicles where status = 'pending' order by id limit 1) as pending`,
  );
  const paramsOf = (write: (typeof writes)[number]) => (write.listing ? [ids.rows[0]![write.listing]] : []);
  console.log(`\n${n.toLocaleString('en-US')} listings, ${runs} runs of each, triggers on and off in turn\n`);
  console.log('| write | triggers on: median ms | off: median ms | on/off | moves the version of all listings |');
  console.log('|---|---|---|---|---|');
  for (const write of writes) {
    const on: number[] = [];
    const off: number[] = [];
    let bumped = false;
    const params = paramsOf(write);
    await timeOnce(client, write.sql, params, true);
    for (let run = 0; run < runs; run++) {
      const timed = await timeOnce(client, write.sql, params, true);
      on.push(timed.ms);
      bumped = timed.bumped;
      off.push((await timeOnce(client, write.sql, params, false)).ms);
    }
    console.log(
      `| ${write.name} | ${median(on).toFixed(2)} | ${median(off).toFixed(2)} | ${(median(on) / median(off)).toFixed(2)}x | ${bumped ? 'yes' : 'no'} |`,
    );
  }
  console.log(`\nload average at the end ${loadAverage()}`);
} finally {
  await client.end();
  await database.stop();
}
