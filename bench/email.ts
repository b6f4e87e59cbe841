/**
 * `npm run bench:email [-- --runs 20 --slow-ms 2000]`: what email costs the request that causes it, and whether an
 * answer tells anything. Starts the production server (demo seed) sending to a real SMTP server on loopback, and
 * times, side by side:
 * - POST /api/forgot-password for an address with an account and for one without (the same answer should take the
 *   same time: the look-up runs in the queued job);
 * - POST /api/contact and POST /api/register with a fast mail server and with one that takes `--slow-ms` per email
 *   (the answer should not wait for it);
 * Each call is timed first (cold) and as the median of the repeats. Every request comes from its own address
 * (TRUST_PROXY=1, X-Forwarded-For) so the per-address limits do not refuse the bench.
 */
import { parseArgs } from 'node:util';
import { ApiClient } from '../tests/helpers/client.ts';
import { startSmtpServer } from '../tests/helpers/smtpServer.ts';
import { startDemoServer } from './demoServer.ts';

const { values } = parseArgs({ options: { runs: { type: 'string' }, 'slow-ms': { type: 'string' } } });
const runs = Number(values.runs ?? 20);
const slowMs = Number(values['slow-ms'] ?? 2000);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

let nextAddress = 1;
/** A client whose requests come from an address of their own, as a load balancer reports it. */
function fromNewAddress(baseUrl: string) {
  const address = `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const client = new ApiClient(baseUrl);
  return {
    post: (path: string, body: unknown) => client.request('POST', path, body, { 'X-Forwarded-For': address }),
  };
}

async function timed(run: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const start = performance.now();
  const response = await run();
  const elapsed = performance.now() - start;
  if (response.status >= 400)
    throw new Error(`a timed call answered ${response.status} ${JSON.stringify(response.body)}`);
  return elapsed;
}

/** The first call, then the median of `runs` more; `run` gets the call's index. */
async function firstAndRepeated(run: (index: number) => Promise<{ status: number; body: unknown }>) {
  const first = await timed(() => run(0));
  const repeated: number[] = [];
  for (let index = 1; index <= runs; index++) repeated.push(await timed(() => run(index)));
  return { first, median: median(repeated) };
}

const inbox = await startSmtpServer();
const demo = await startDemoServer('email', {
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(inbox.port),
  // The bench's mail server is on loopback and speaks no TLS.
  SMTP_REQUIRE_TLS: 'false',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'error',
});
try {
  const { baseUrl } = demo.server;
  const stamp = Date.now().toString(36);

  // Accounts to ask resets for (each email may ask 3 times an hour).
  const known: string[] = [];
  for (let index = 0; index <= runs; index++) {
    const email = `bench-known-${stamp}-${index}@example.com`;
    const created = await fromNewAddress(baseUrl).post('/api/register', { email, password: 'bench-secret' });
    if (created.status !== 201) throw new Error(`register failed: ${created.status}`);
    known.push(email);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the welcome emails leave first
  const forgot = (email: string) => fromNewAddress(baseUrl).post('/api/forgot-password', { email });
  const forgotKnown = await firstAndRepeated((index) => forgot(known[index]!));
  const forgotUnknown = await firstAndRepeated((index) => forgot(`bench-nobody-${stamp}-${index}@example.com`));

  const contact = (index: number, speed: string) =>
    fromNewAddress(baseUrl).post('/api/contact', {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: `bench-buyer-${speed}-${stamp}-${index}@example.com`,
      subject: 'Is it available?',
      message: 'Timing the enquiry.',
    });
  const register = (index: number, speed: string) =>
    fromNewAddress(baseUrl).post('/api/register', {
      email: `bench-new-${speed}-${stamp}-${index}@example.com`,
      password: 'bench-secret',
    });
  const fast = {
    contact: await firstAndRepeated((i) => contact(i, 'fast')),
    register: await firstAndRepeated((i) => register(i, 'fast')),
  };
  inbox.slowDown(slowMs);
  const slow = {
    contact: await firstAndRepeated((i) => contact(i, 'slow')),
    register: await firstAndRepeated((i) => register(i, 'slow')),
  };

  const row = (name: string, a: { first: number; median: number }, b: { first: number; median: number }) =>
    `${name.padEnd(34)}${ms(a.first)}${ms(a.median)}   ${ms(b.first)}${ms(b.median)}`;
  console.log(`\nemail and the requests that cause it (${runs} repeats; first call, then median)\n`);
  console.log(`${''.padEnd(34)}${'known email'.padStart(20)}   ${'unknown email'.padStart(20)}`);
  console.log(row('POST /api/forgot-password', forgotKnown, forgotUnknown));
  console.log(`\n${''.padEnd(34)}${'fast SMTP'.padStart(20)}   ${`SMTP ${slowMs} ms/email`.padStart(20)}`);
  console.log(row('POST /api/contact', fast.contact, slow.contact));
  console.log(row('POST /api/register (welcome email)', fast.register, slow.register));
} finally {
  await demo.close();
  await inbox.close();
}
