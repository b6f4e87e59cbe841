/** The benchmark's printed output: fixed-width tables a reader can paste into docs/performance.md. */
import type { PlanSummary } from './explain.ts';
import type { LoadResult } from './load.ts';

export const targetNames = ['a /api', 'b /cms-api', 'c floor'] as const;
export type TargetName = (typeof targetNames)[number];

export interface Measured {
  query: string;
  /** p95 target in ms for (a). */
  p95Target: number;
  /** Throughput target for (a), where there is one. */
  minRequestsPerSecond?: number;
  results: Partial<Record<TargetName, LoadResult>>;
  payloadNote?: string;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(1));
const ratio = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : `${value.toFixed(2)}x`;

/**
 * Requests per second the two cores could serve if nothing else ran: Node uses one core at most, Node and
 * PostgreSQL share both (autocannon's own CPU left out).
 */
function idleCapacity(appMs: number, dbMs: number): string {
  if (!Number.isFinite(appMs) || !Number.isFinite(dbMs) || appMs + dbMs <= 0) return 'n/a';
  return Math.min(1000 / Math.max(appMs, 0.001), 2000 / (appMs + dbMs)).toFixed(0);
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function loadTable(measured: Measured[]): string {
  const rows: string[][] = [];
  for (const entry of measured) {
    for (const target of targetNames) {
      const result = entry.results[target];
      const cpu = result?.cpuPerRequest;
      rows.push(
        result
          ? [
              entry.query,
              target,
              result.requestsPerSecond.toFixed(0),
              ms(result.p50),
              ms(result.p95),
              ms(result.p99),
              String(result.failures),
              cpu ? cpu.app.toFixed(2) : 'n/a',
              cpu ? cpu.db.toFixed(2) : 'n/a',
              cpu ? idleCapacity(cpu.app, cpu.db) : 'n/a',
            ]
          : [entry.query, target, 'n/a', 'n/a', 'n/a', 'n/a', '-', 'n/a', 'n/a', 'n/a'],
      );
    }
  }
  return table(
    [
      'query',
      'target',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'failed',
      'server CPU ms/req',
      'PG CPU ms/req',
      'idle 2-core req/s',
    ],
    rows,
  );
}

export function ratioTable(measured: Measured[]): string {
  const rows = measured.map((entry) => {
    const a = entry.results['a /api'];
    const b = entry.results['b /cms-api'];
    const c = entry.results['c floor'];
    const throughput = a && b ? a.requestsPerSecond / b.requestsPerSecond : undefined;
    const latency = a && c ? a.p95 / c.p95 : undefined;
    const p95Met = a ? (a.p95 <= entry.p95Target ? 'yes' : 'NO') : 'n/a';
    const floorRate = entry.minRequestsPerSecond;
    const rateMet = !a || floorRate === undefined ? 'n/a' : a.requestsPerSecond >= floorRate ? 'yes' : 'NO';
    const throughputMet = throughput === undefined ? 'n/a' : throughput >= 3 ? 'yes' : 'NO';
    const latencyMet = latency === undefined ? 'n/a' : latency <= 1.5 ? 'yes' : 'NO';
    return [
      entry.query,
      `${ms(a?.p95)} / ${entry.p95Target}`,
      p95Met,
      floorRate === undefined ? 'n/a' : `${a ? a.requestsPerSecond.toFixed(0) : 'n/a'} / ${floorRate}`,
      rateMet,
      ratio(throughput),
      throughputMet,
      ratio(latency),
      latencyMet,
      entry.payloadNote ?? '',
    ];
  });
  return table(
    [
      'query',
      'a p95 / target ms',
      'met',
      'a req/s / target',
      'met',
      'a/b req/s',
      '>=3x',
      'a/c p95',
      '<=1.5x',
      '(b) is',
    ],
    rows,
  );
}

export function planTable(plans: PlanSummary[]): string {
  return table(
    ['query', 'statement', 'ms', 'scans', 'buffers hit/read', 'seq scan'],
    plans.map((plan) => [
      plan.query,
      plan.statement,
      plan.milliseconds.toFixed(1),
      plan.scans.join(', '),
      `${plan.sharedHit}/${plan.sharedRead}`,
      plan.seqScan ? 'SEQ SCAN' : 'no',
    ]),
  );
}

/** One row per query, one column per N, and each N's p95 against the base N's. */
export function growthTable(
  rows: { n: number; p95: Record<string, number> }[],
  queries: string[],
  baseN: number,
): string {
  const base = rows.find((row) => row.n === baseN);
  const count = (size: number) => size.toLocaleString('en-US');
  return table(
    [
      'query',
      ...rows.map((row) => `p95 ms at ${count(row.n)}`),
      ...(base ? rows.filter((row) => row.n > baseN).map((row) => `${count(row.n)} vs ${count(baseN)}`) : []),
    ],
    queries.map((query) => [
      query,
      ...rows.map((row) => ms(row.p95[query])),
      ...(base ? rows.filter((row) => row.n > baseN).map((row) => ratio(row.p95[query] / base.p95[query])) : []),
    ]),
  );
}

export interface MarketValueTimings {
  approved: number;
  /** Approved listings by what their value was estimated from ('none': too few similar listings). */
  bases: Record<string, number>;
  cold: { ms: number; written: number };
  steady: { ms: number; written: number };
  largestModel: string;
  largestModelListings: number;
  /** The refresh after one listing's price changed, once per listing of the largest model. */
  single: { ms: number; written: number }[];
  /** The seller's price guidance for a described car: its first call and the repeats, per kind of car. */
  guidance: { car: string; basis: string; firstMs: number; repeatedMs: number[] }[];
}

export function marketValueLines(timings: MarketValueTimings): string {
  const count = (value: number) => value.toLocaleString('en-US');
  const share = (basis: string) => `${(((timings.bases[basis] ?? 0) / timings.approved) * 100).toFixed(1)} %`;
  const times = timings.single.map((run) => run.ms).sort((a, b) => a - b);
  const written = timings.single.map((run) => run.written).sort((a, b) => a - b);
  const middle = (values: number[]) => values[Math.floor(values.length / 2)] ?? NaN;
  return [
    `market values of ${count(timings.approved)} approved listings (from their model ${share('model')}, their make and body type ${share('segment')}, too few similar ${share('none')}):`,
    `  refresh all, every value written:   ${(timings.cold.ms / 1000).toFixed(2)} s (${count(timings.cold.written)} rows)`,
    `  refresh all again, only changes:    ${(timings.steady.ms / 1000).toFixed(2)} s (${count(timings.steady.written)} rows)`,
    `  one listing of ${timings.largestModel} (${count(timings.largestModelListings)} approved) repriced: median ${middle(times).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms over ${times.length}, median ${count(middle(written))} rows rewritten`,
    ...timings.guidance.map((run) => {
      const repeated = [...run.repeatedMs].sort((a, b) => a - b);
      return `  price guidance for a ${run.car} (${run.basis}): first ${run.firstMs.toFixed(1)} ms, then median ${middle(repeated).toFixed(1)} ms, max ${repeated.at(-1)?.toFixed(1)} ms over ${repeated.length}`;
    }),
  ].join('\n');
}
