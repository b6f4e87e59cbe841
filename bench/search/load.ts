/**
 * Drives one URL (or a URL made anew for each request) with autocannon: a warm-up, then a measured run.
 * Latency percentiles are computed from every response's time (autocannon's own summary has no p95).
 */
import autocannon, { type RequestOptions } from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, plus errors and timeouts: any makes the figures worthless. */
  failures: number;
  /** CPU ms per answered request of the server process and of PostgreSQL, when a probe was given. */
  cpuPerRequest?: { app: number; db: number };
}

/** The next request: a path, or a path with headers (the detail sends each request as a new visitor). */
export type RequestOf = () => string | { path: string; headers: Record<string, string> };

/** The same requests with these headers added (an API key, for instance). */
export function withHeaders(requestOf: RequestOf, headers: Record<string, string>): RequestOf {
  return () => {
    const next = requestOf();
    return typeof next === 'string'
      ? { path: next, headers }
      : { path: next.path, headers: { ...next.headers, ...headers } };
  };
}

/** CPU ms used so far by the server under test and by PostgreSQL. */
export type CpuProbe = () => { app: number; db: number };

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

export function run(baseUrl: string, requestOf: RequestOf, connections: number, seconds: number, latencies?: number[]) {
  const setupRequest = (request: RequestOptions) => {
    const next = requestOf();
    return typeof next === 'string'
      ? { ...request, path: next }
      : { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
  };
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest }],
  });
  if (latencies)
    instance.on('response', (_client, _status, _bytes, responseTime: number) => latencies.push(responseTime));
  return instance;
}

export async function measure(
  baseUrl: string,
  requestOf: RequestOf,
  options: LoadOptions,
  cpu?: CpuProbe,
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(baseUrl, requestOf, options.connections, options.warmupSeconds);
  const latencies: number[] = [];
  const before = cpu?.();
  const result = await run(baseUrl, requestOf, options.connections, options.durationSeconds, latencies);
  const after = cpu?.();
  latencies.sort((a, b) => a - b);
  const answered = Math.max(1, latencies.length);
  return {
    requestsPerSecond: result.requests.total / options.durationSeconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest:
      before && after ? { app: (after.app - before.app) / answered, db: (after.db - before.db) / answered } : undefined,
  };
}

const WARM_UP_SECONDS = 4;

/**
 * A server just started answers its first few hundred requests several times slower (V8 compiles the hot paths,
 * pools connect, PostgreSQL's caches fill): every path is driven a while, unmeasured, before any measurement.
 */
export async function warmUp(baseUrl: string, paths: RequestOf[], connections: number): Promise<void> {
  for (const pathOf of paths)
    await measure(baseUrl, pathOf, { connections, warmupSeconds: 0, durationSeconds: WARM_UP_SECONDS });
}
