/**
 * The run against the latency and error targets: met or MISSED for each. Informative only: the exit status
 * depends on errors and 5xx alone, since latency on a shared 2-core machine depends on what else runs.
 */
import type { TrafficReport } from './tally.ts';

/** p99 ceilings in milliseconds for the reads buyers wait on. */
const P99_TARGETS_MS: [kind: string, ceiling: number][] = [
  ['search', 50],
  ['details', 30],
];

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

export function formatVerdict(report: TrafficReport): string {
  const checks = [`${report.errors} errors (target 0) ${mark(report.errors === 0)}`];
  for (const [kind, ceiling] of P99_TARGETS_MS) {
    const figures = report.byKind[kind];
    checks.push(
      figures
        ? `${kind} p99 ${figures.p99.toFixed(1)} ms (target <= ${ceiling} ms) ${mark(figures.p99 <= ceiling)}`
        : `${kind} p99 unmeasured (no calls) ${mark(false)}`,
    );
  }
  return `verdict: ${checks.join('; ')}`;
}
