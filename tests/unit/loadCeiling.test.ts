/**
 * bench:load's CPU line and the ceiling it sets: the reader compares the p99 targets with what the machine can give
 * a closed loop of callers at all, so the arithmetic must be right.
 */
import { describe, expect, it } from 'vitest';
import { formatCpu } from '../../bench/load/report.ts';

describe("bench:load's CPU ceiling", () => {
  it('divides the cores by the CPU all three spend a request, and the callers by that rate', () => {
    const text = formatCpu(
      1000,
      { server: 500, postgres: 300, generator: { user: 150_000, system: 50_000 } },
      { cores: 2, concurrency: 64 },
    );
    expect(text).toContain('server 0.500 ms, PostgreSQL 0.300 ms, this load generator 0.200 ms');
    expect(text).toContain('1.000 ms a request in all, so 2 cores answer at most 2000 req/s');
    expect(text).toContain('at concurrency 64 that is a mean of at least 32.0 ms a request');
  });

  it('divides nothing by zero when a run answered no request', () => {
    const none = { server: 5, postgres: 0, generator: { user: 0, system: 0 } };
    expect(formatCpu(0, none, { cores: 2, concurrency: 8 })).toBe('CPU per request: no request was answered');
  });
});
