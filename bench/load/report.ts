/** The run's figures as the bench prints them: a summary line, a table per kind, the write share, failures. */
import type { TrafficReport } from './tally.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function formatReport(report: TrafficReport): string {
  const writes = Math.round(report.writeShare * report.requests);
  const lines = [
    `${report.requests} requests in ${report.seconds.toFixed(1)} s at concurrency ${report.concurrency}: ${report.rps.toFixed(1)} req/s, ` +
      `${report.errors} errors, ${report.serverErrors} 5xx`,
    `${'kind'.padEnd(8)}${'count'.padStart(7)}${'errors'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`,
    ...Object.entries(report.byKind).map(
      ([kind, figures]) =>
        `${kind.padEnd(8)}${String(figures.count).padStart(7)}${String(figures.errors).padStart(8)}${ms(figures.p50)}${ms(figures.p99)}${ms(figures.max)}`,
    ),
    `write share: ${percent(report.writeShare)} (${writes} of ${report.requests} requests)`,
    ...report.failures.map((failure) => `  failed: ${failure}`),
  ];
  return lines.join('\n');
}

/** os.loadavg() before and after: a busy machine explains slow figures that the code does not. */
export function formatLoadAverage(start: number[], end: number[]): string {
  const figures = (loads: number[]) => loads.map((load) => load.toFixed(2)).join(' ');
  return `load average (1, 5, 15 min): ${figures(start)} at start, ${figures(end)} at end`;
}

/**
 * CPU per request of the server, PostgreSQL and this generator over the measured time: unlike requests per second,
 * it hardly moves with what else loads the machine, so two runs compare on it. Then what it allows: the machine's
 * cores spent on nothing else answer at most cores / (all three) requests a second, and a closed loop of
 * `concurrency` callers then waits at least concurrency / that rate a request on average (Little's law), whatever
 * the code does between the CPU it spends.
 */
export function formatCpu(
  requests: number,
  used: { server: number; postgres: number; generator: NodeJS.CpuUsage },
  { cores, concurrency }: { cores: number; concurrency: number },
): string {
  if (requests === 0) return 'CPU per request: no request was answered';
  const generatorMs = (used.generator.user + used.generator.system) / 1000;
  const perRequest = (ms: number) => ms / requests;
  const format = (ms: number) => `${perRequest(ms).toFixed(3)} ms`;
  const allMs = perRequest(used.server + used.postgres + generatorMs);
  const ceiling = (cores * 1000) / allMs;
  const leastMeanMs = (concurrency * allMs) / cores;
  return (
    `CPU per request: server ${format(used.server)}, PostgreSQL ${format(used.postgres)}, ` +
    `this load generator ${format(generatorMs)}\n` +
    `CPU ceiling: ${allMs.toFixed(3)} ms a request in all, so ${cores} cores answer at most ${ceiling.toFixed(0)} req/s; ` +
    `at concurrency ${concurrency} that is a mean of at least ${leastMeanMs.toFixed(1)} ms a request`
  );
}
