/**
 * `npm run bench:moderation [-- --listings 100 --runs 20]`: what review of changes costs. Starts the production
 * server on a database of its own with the demo seed, has the demo seller submit N new listings and edit N live
 * ones (each edit held for review), and times, side by side, with and without held changes: the admin's pending
 * queue, the seller's own list, an edit, and a decision. Each read is timed first (cold) and as the median of the
 * repeats; edits and decisions as the median of one per listing.
 */
import { parseArgs } from 'node:util';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { ApiClient } from '../tests/helpers/client.ts';
import { listingData } from '../tests/helpers/fixtures.ts';
import { startDemoServer } from './demoServer.ts';

const { values } = parseArgs({ options: { listings: { type: 'string' }, runs: { type: 'string' } } });
const listings = Number(values.listings ?? 100);
const runs = Number(values.runs ?? 20);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(run: () => Promise<{ status: number }>): Promise<number> {
  const start = performance.now();
  const response = await run();
  const elapsed = performance.now() - start;
  if (response.status >= 400) throw new Error(`a timed call answered ${response.status}`);
  return elapsed;
}

/** The first call, then the median of `runs` more. */
async function firstAndRepeated(run: () => Promise<{ status: number }>): Promise<[number, number]> {
  const first = await timed(run);
  const repeated: number[] = [];
  for (let index = 0; index < runs; index++) repeated.push(await timed(run));
  return [first, median(repeated)];
}

async function signedIn(baseUrl: string, account: { email: string; password: string }): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const response = await client.post('/api/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return client;
}

async function createListings(seller: ApiClient, count: number, model: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await seller.post('/api/vehicles', listingData({ model: `${model} ${index}`, vin: undefined }));
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
    ids.push(response.body.id);
  }
  return ids;
}

const edit = (id: number, index: number) =>
  listingData({ model: `Live ${index}`, price: 60000 + index, vin: undefined });

const demo = await startDemoServer('moderation', {});
try {
  const { baseUrl } = demo.server;
  const [adminAccount, sellerAccount] = demoAccounts();
  const admin = await signedIn(baseUrl, adminAccount);
  const seller = await signedIn(baseUrl, sellerAccount);
  const queue = () => admin.get('/api/admin/vehicles/pending');
  const own = () => seller.get('/api/user/vehicles');

  const fresh = await createListings(seller, listings, 'New');
  const live = await createListings(seller, listings, 'Live');
  for (const id of live) await admin.patch(`/api/admin/vehicles/${id}/status`, { status: 'approved' });
  const before = { queue: await firstAndRepeated(queue), own: await firstAndRepeated(own) };

  const inPlace: number[] = [];
  for (const [index, id] of fresh.entries())
    inPlace.push(await timed(() => seller.put(`/api/vehicles/${id}`, edit(id, index))));
  const held: number[] = [];
  for (const [index, id] of live.entries())
    held.push(await timed(() => seller.put(`/api/vehicles/${id}`, edit(id, index))));
  const after = { queue: await firstAndRepeated(queue), own: await firstAndRepeated(own) };

  const approveNew: number[] = [];
  for (const id of fresh)
    approveNew.push(await timed(() => admin.patch(`/api/admin/vehicles/${id}/status`, { status: 'approved' })));
  const approveChange: number[] = [];
  for (const id of live)
    approveChange.push(await timed(() => admin.patch(`/api/admin/vehicles/${id}/status`, { status: 'approved' })));

  const queueSize = (await queue()).body.length;
  console.log(`${listings} new listings and ${listings} live listings of the demo seller; ${runs} repeats per read`);
  console.log(`(left in the queue after the decisions: ${queueSize}, the demo seed's own pending listings)\n`);
  console.log('| call | without held changes | with held changes |');
  console.log('|---|---|---|');
  console.log(
    `| GET /api/admin/vehicles/pending, first | ${ms(before.queue[0])} (${listings} new) | ${ms(after.queue[0])} (${listings} new + ${listings} changes) |`,
  );
  console.log(`| GET /api/admin/vehicles/pending, median | ${ms(before.queue[1])} | ${ms(after.queue[1])} |`);
  console.log(`| GET /api/user/vehicles, first | ${ms(before.own[0])} | ${ms(after.own[0])} (${listings} held) |`);
  console.log(`| GET /api/user/vehicles, median | ${ms(before.own[1])} | ${ms(after.own[1])} |`);
  console.log(
    `| PUT /api/vehicles/{id}, median | ${ms(median(inPlace))} (pending: in place) | ${ms(median(held))} (live: held as a draft) |`,
  );
  console.log(
    `| PATCH status approved, median | ${ms(median(approveNew))} (a new listing) | ${ms(median(approveChange))} (publishes a change) |`,
  );
} finally {
  await demo.close();
}
