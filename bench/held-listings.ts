/**
 * `npm run bench:held [-- --n 200000]`: the sidebar and the total of a search counted from the listings a server
 * holds in memory (cms/domain/search/facetIndex.ts) against the same counted by the database, on the search
 * benchmark's database of N listings. One process, two pools: one holds the listings, the other is told not to.
 * Prints, per question, whether the two answers are the same (whole), the held sidebar's first ask (its tallies
 * made) and the next, and the database's; exits 1 if any answer differs.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchParamsSchema, type SearchParams } from '../contract/search.ts';
import { heldFacetIndex, holdListings } from '../cms/domain/search/facetIndex.ts';
import { countFacets } from '../cms/domain/search/facets.ts';
import { searchVehicles } from '../cms/domain/search/searchVehicles.ts';
import { barePayload, benchPool } from './search/barePayload.ts';
import { benchDatabase } from './search/dataset.ts';

const { values } = parseArgs({ options: { n: { type: 'string' } } });
const n = Number(values.n ?? 200_000);
const root = path.resolve(import.meta.dirname, '..');

/** Sidebars whose every filter the held listings can apply. */
const questions = [
  '',
  'make=Toyota',
  'make=bmw&model=X5',
  'bodyType=SUV',
  'make=BMW&bodyType=SUV',
  'exteriorColor=Black',
  'fuelType=Electric&includeSold=true',
  'transmission=Manual&drivetrain=AWD',
  'condition=Excellent&exteriorColor=grey',
  'features=Bluetooth&features=Backup+Camera&features=Heated+Seats',
  'features=Sunroof&bodyType=Sedan&make=Honda',
  // Bounds that leave out some listings (the ceiling below is above every price, so no bound).
  'make=BMW&minPrice=20000',
  'minPrice=15000&minYear=2016',
  'bodyType=SUV&maxMileage=50000&includeSold=true',
  'minMileage=10000&features=Bluetooth',
];

/** The filters of a query, with a price ceiling above every listing that differs per ask, so no answer is reused. */
function filtersOf(query: string, ceiling: number): SearchParams {
  const params = new URLSearchParams(query);
  const features = params.getAll('features');
  return searchParamsSchema.parse({
    ...Object.fromEntries(params),
    ...(features.length ? { features } : {}),
    maxPrice: ceiling,
  });
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(2)}`);
const database = await benchDatabase(root, n, false);
const held = benchPool(database.url, 4);
const counted = benchPool(database.url, 4);
holdListings(counted, false);
let different = 0;
try {
  const [, readMs] = await timed(async () => {
    await countFacets(barePayload(held), filtersOf('', 9e7));
    await heldFacetIndex(held)!.settled();
  });
  console.log(`listings read into memory: ${(readMs / 1000).toFixed(1)} s\n`);
  console.log('| question | same | memory, first ms | memory, again ms | database ms | total |');
  console.log('|---|---|---|---|---|---|');
  for (const [index, query] of questions.entries()) {
    const ceiling = 9e7 - 10 * index;
    const [fromMemory, firstMs] = await timed(() => countFacets(barePayload(held), filtersOf(query, ceiling)));
    const [, againMs] = await timed(() => countFacets(barePayload(held), filtersOf(query, ceiling - 1)));
    const [fromDatabase, databaseMs] = await timed(() => countFacets(barePayload(counted), filtersOf(query, ceiling)));
    const total = async (pool: typeof held) =>
      (await searchVehicles(barePayload(pool), { ...filtersOf(query, ceiling - 2), limit: 1 })).total;
    const [heldTotal, countedTotal] = [await total(held), await total(counted)];
    const same = JSON.stringify(fromMemory) === JSON.stringify(fromDatabase) && heldTotal === countedTotal;
    if (!same) different += 1;
    const ms = (value: number) => value.toFixed(1);
    const row = [query || '(none)', same ? 'yes' : 'NO', ms(firstMs), ms(againMs), ms(databaseMs), heldTotal];
    console.log(`| ${row.join(' | ')} |`);
  }
  console.log(`\n${different} of ${questions.length} answers differ`);
} finally {
  await held.end();
  await counted.end();
  await database.stop();
}
process.exitCode = different ? 1 : 0;
