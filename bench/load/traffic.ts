/**
 * Mixed marketplace traffic for `npm run bench:load` and its 10 s test: searches, vehicle details, buyers'
 * enquiries, and listing creates and edits by many signed-in sellers, at a fixed concurrency for a fixed time.
 *
 * Every virtual visitor comes from its own address (X-Forwarded-For, so the server must trust its proxy) and every
 * enquiry has its own sender, as real traffic has: the per-IP and per-email limits stay as in production and are
 * not what this measures.
 */
import { listingData } from '../../tests/helpers/fixtures.ts';

export const kinds = ['search', 'details', 'contact', 'create', 'edit'] as const;
export type Kind = (typeof kinds)[number];

/** Share of each kind in the mix (sums to 1). */
const MIX: [Kind, number][] = [
  ['search', 0.4],
  ['details', 0.3],
  ['contact', 0.1],
  ['create', 0.1],
  ['edit', 0.1],
];
const REQUEST_TIMEOUT_MS = 30_000;

export interface TrafficTarget {
  baseUrl: string;
  /** The public origin the server accepts cookie writes from (its PUBLIC_URL). */
  origin: string;
}

interface Seller {
  cookie: string;
  ip: string;
  listingIds: number[];
}

export interface Actors {
  sellers: Seller[];
  /** Approved listings anyone may read. */
  publicIds: number[];
}

export interface KindFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TrafficReport {
  seconds: number;
  concurrency: number;
  requests: number;
  rps: number;
  errors: number;
  serverErrors: number;
  /** A few failed calls, for the reader of a red run. */
  failures: string[];
  byKind: Record<Kind, KindFigures>;
}

let addressCounter = 0;
/** A distinct documentation-range (2001:db8::/32) address per visitor: never routed anywhere. */
export function visitorAddress(): string {
  addressCounter++;
  return `2001:db8::${(addressCounter >>> 16).toString(16)}:${(addressCounter & 0xffff).toString(16)}`;
}

let vinCounter = 0;
/** 17 characters, digits after 'LT' (no I, O or Q), distinct per process and call. */
export function uniqueVin(): string {
  vinCounter++;
  return `LT${String(process.pid % 100_000).padStart(5, '0')}${String(vinCounter).padStart(10, '0')}`;
}

async function call(
  target: TrafficTarget,
  method: string,
  path: string,
  options: { ip: string; cookie?: string; body?: unknown },
) {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip };
  if (options.cookie) headers.Cookie = options.cookie;
  if (method !== 'GET') headers.Origin = target.origin;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, target.baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, text, setCookie: response.headers.getSetCookie() };
}

function listing(index: number) {
  const makes = [
    ['BMW', 'M3'],
    ['Toyota', 'Camry'],
    ['Ford', 'F-150'],
    ['Honda', 'Civic'],
    ['Porsche', '911'],
  ];
  const [make, model] = makes[index % makes.length];
  return listingData({
    make,
    model,
    year: 2012 + (index % 12),
    price: 15_000 + ((index * 7919) % 80_000),
    mileage: 5_000 + ((index * 104_729) % 120_000),
    vin: uniqueVin(),
    contactEmail: `seller-${index}@load.example`,
  });
}

/** Signs up `sellers` accounts, each with one listing of its own to edit. */
export async function prepareActors(target: TrafficTarget, sellers: number, publicIds: number[]): Promise<Actors> {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const prepared: Seller[] = [];
  for (let index = 0; index < sellers; index++) {
    const ip = visitorAddress();
    const signUp = await call(target, 'POST', '/api/register', {
      ip,
      body: {
        email: `seller-${run}-${index}@load.example`,
        password: `load-pw-${index}-${run}`,
        firstName: 'Load',
        lastName: `Seller ${index}`,
      },
    });
    if (signUp.status !== 201) throw new Error(`register: ${signUp.status} ${signUp.text}`);
    const cookie = signUp.setCookie.map((value) => value.split(';')[0]).join('; ');
    const created = await call(target, 'POST', '/api/vehicles', { ip, cookie, body: listing(index) });
    if (created.status !== 201) throw new Error(`create listing: ${created.status} ${created.text}`);
    prepared.push({ cookie, ip, listingIds: [JSON.parse(created.text).id] });
  }
  if (publicIds.length === 0) throw new Error('the traffic needs approved listings to search and read');
  return { sellers: prepared, publicIds };
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function pickKind(): Kind {
  let roll = Math.random();
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'search';
}

const SEARCHES = [
  '/api/vehicles/search',
  '/api/vehicles/search?make=BMW',
  '/api/vehicles/search?sortBy=price_asc&maxPrice=60000',
  '/api/vehicles/search?minYear=2016&sortBy=mileage_asc',
  '/api/vehicles/search?query=camry',
  '/api/vehicles/search?bodyType=sedan&page=2&limit=12',
  '/api/vehicles/search?location=90210&radius=100&sortBy=distance',
];

/** One call of the given kind; resolves with the expected status's check. */
async function send(target: TrafficTarget, actors: Actors, kind: Kind, sequence: number) {
  const seller = pick(actors.sellers);
  switch (kind) {
    case 'search':
      return { expected: 200, ...(await call(target, 'GET', pick(SEARCHES), { ip: visitorAddress() })) };
    case 'details':
      return {
        expected: 200,
        ...(await call(target, 'GET', `/api/vehicles/${pick(actors.publicIds)}`, { ip: visitorAddress() })),
      };
    case 'contact':
      return {
        expected: 201,
        ...(await call(target, 'POST', '/api/contact', {
          ip: visitorAddress(),
          body: {
            firstName: 'Load',
            lastName: 'Buyer',
            email: `buyer-${process.pid}-${sequence}@load.example`,
            phone: '(555) 010-0000',
            subject: 'Is it available?',
            message: 'Hello, is this car still available for a test drive?',
            vehicleId: pick(actors.publicIds),
          },
        })),
      };
    case 'create': {
      const created = await call(target, 'POST', '/api/vehicles', {
        ip: seller.ip,
        cookie: seller.cookie,
        body: listing(sequence),
      });
      if (created.status === 201) seller.listingIds.push(JSON.parse(created.text).id);
      return { expected: 201, ...created };
    }
    case 'edit':
      return {
        expected: 200,
        ...(await call(target, 'PUT', `/api/vehicles/${pick(seller.listingIds)}`, {
          ip: seller.ip,
          cookie: seller.cookie,
          body: { ...listing(sequence), price: 20_000 + (sequence % 50_000) },
        })),
      };
  }
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Keeps `concurrency` calls in flight for `durationMs`, then waits for the last ones. */
export async function runTraffic(
  target: TrafficTarget,
  actors: Actors,
  options: { concurrency: number; durationMs: number },
): Promise<TrafficReport> {
  const latencies = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const errors = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  const attempts = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  const failures: string[] = [];
  let serverErrors = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function visitor(): Promise<void> {
    while (performance.now() < deadline) {
      const kind = pickKind();
      const begin = performance.now();
      attempts[kind]++;
      try {
        const answer = await send(target, actors, kind, ++sequence);
        latencies[kind].push(performance.now() - begin);
        if (answer.status >= 500) serverErrors++;
        if (answer.status !== answer.expected) {
          errors[kind]++;
          if (failures.length < 10) failures.push(`${kind}: ${answer.status} ${answer.text.slice(0, 200)}`);
        }
      } catch (error) {
        errors[kind]++;
        if (failures.length < 10) failures.push(`${kind}: ${String(error)}`);
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, visitor));
  const seconds = (performance.now() - started) / 1000;
  const byKind = {} as Record<Kind, KindFigures>;
  for (const kind of kinds) {
    const sorted = latencies[kind].sort((a, b) => a - b);
    byKind[kind] = {
      count: attempts[kind],
      errors: errors[kind],
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  }
  const requests = kinds.reduce((sum, kind) => sum + attempts[kind], 0);
  const totalErrors = kinds.reduce((sum, kind) => sum + errors[kind], 0);
  return {
    seconds,
    concurrency: options.concurrency,
    requests,
    rps: requests / seconds,
    errors: totalErrors,
    serverErrors,
    failures,
    byKind,
  };
}

export function formatReport(report: TrafficReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const lines = [
    `${report.requests} requests in ${report.seconds.toFixed(1)} s at concurrency ${report.concurrency}: ${report.rps.toFixed(1)} req/s, ` +
      `${report.errors} errors, ${report.serverErrors} 5xx`,
    `${'kind'.padEnd(8)}${'count'.padStart(7)}${'errors'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`,
    ...kinds.map((kind) => {
      const figures = report.byKind[kind];
      return `${kind.padEnd(8)}${String(figures.count).padStart(7)}${String(figures.errors).padStart(8)}${ms(figures.p50)}${ms(figures.p99)}${ms(figures.max)}`;
    }),
    ...report.failures.map((failure) => `  failed: ${failure}`),
  ];
  return lines.join('\n');
}
