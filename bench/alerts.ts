/**
 * `npm run bench:alerts [-- --n 200000 --searches 100000 --fresh]`: the cost of saved-search alert runs at
 * marketplace scale, on the search benchmark's database of N listings (bench/search/dataset.ts builds or reuses it)
 * with SEARCHES saved searches of verified buyers (10 saved cars each) added once. Prints, per run, the changes
 * read, the candidates the index found, the searches matched, the emails queued and the time, beside the naive way
 * (every search against the new listings).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSavedSearches } from './alerts/savedSearchData.ts';
import { benchDatabase, runChild } from './search/dataset.ts';

const { values } = parseArgs({
  options: { n: { type: 'string' }, searches: { type: 'string' }, fresh: { type: 'boolean' } },
});
const n = Number(values.n ?? 200_000);
const searches = Number(values.searches ?? 100_000);
const root = path.resolve(import.meta.dirname, '..');
const [one, five] = os.loadavg();
console.log(
  `machine: ${os.cpus().length} cores, Node ${process.version}; load average ${one.toFixed(2)} ${five.toFixed(2)}`,
);

const database = await benchDatabase(root, n, Boolean(values.fresh));
try {
  await ensureSavedSearches(database.url, { searches, buyers: searches / 5, savedCarsPerBuyer: 10 }, (line) =>
    console.log(`[bench] ${line}`),
  );
  await runChild('../alerts/alertRunTimings.ts', database, 'timing the alert runs');
} finally {
  await database.stop();
}
