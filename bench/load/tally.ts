/** Counts and times the calls of a run, per kind, and sums them up into its report. */
import type { Checked } from './calls.ts';
import { isWrite, type Kind } from './mix.ts';

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
  /** Writes over all requests (0 to 1). */
  writeShare: number;
  /** A few failed calls, for the reader of a red run. */
  failures: string[];
  /** Keyed by Kind, in the order of `kinds`: a kind the run did not make has no entry. */
  byKind: Record<string, KindFigures>;
}

const MAX_FAILURES = 10;

/** The value below which `share` of the sorted values fall. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The percentile of values in any order. */
export const percentileOf = (values: number[], share: number): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    share,
  );

export class Tally {
  private readonly latencies = new Map<Kind, number[]>();
  private readonly attempts = new Map<Kind, number>();
  private readonly errors = new Map<Kind, number>();
  private readonly failures: string[] = [];
  private serverErrors = 0;

  constructor(private readonly kinds: readonly Kind[]) {
    for (const kind of kinds) {
      this.latencies.set(kind, []);
      this.attempts.set(kind, 0);
      this.errors.set(kind, 0);
    }
  }

  /** Runs one call and records its time (when it answered) and whether it answered as expected. */
  async measure(kind: Kind, run: () => Promise<Checked>): Promise<void> {
    const begin = performance.now();
    this.attempts.set(kind, this.attempts.get(kind)! + 1);
    try {
      const answer = await run();
      this.latencies.get(kind)!.push(performance.now() - begin);
      if (answer.status >= 500) this.serverErrors++;
      if (answer.status !== answer.expected) this.fail(kind, `${answer.status} ${answer.text.slice(0, 200)}`);
    } catch (error) {
      this.fail(kind, String(error));
    }
  }

  private fail(kind: Kind, what: string): void {
    this.errors.set(kind, this.errors.get(kind)! + 1);
    if (this.failures.length < MAX_FAILURES) this.failures.push(`${kind}: ${what}`);
  }

  report(seconds: number, concurrency: number): TrafficReport {
    const byKind: TrafficReport['byKind'] = {};
    for (const kind of this.kinds) {
      const sorted = this.latencies.get(kind)!.sort((a, b) => a - b);
      byKind[kind] = {
        count: this.attempts.get(kind)!,
        errors: this.errors.get(kind)!,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      };
    }
    const sum = (of: Map<Kind, number>, kinds = this.kinds) => kinds.reduce((total, kind) => total + of.get(kind)!, 0);
    const requests = sum(this.attempts);
    return {
      seconds,
      concurrency,
      requests,
      rps: requests / seconds,
      errors: sum(this.errors),
      serverErrors: this.serverErrors,
      writeShare: requests === 0 ? 0 : sum(this.attempts, this.kinds.filter(isWrite)) / requests,
      failures: this.failures,
      byKind,
    };
  }
}
