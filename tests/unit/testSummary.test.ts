/**
 * The test command's closing lines: the totals last, and above them every failure by name, so a log read from its
 * tail still says which test failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/test-summary.mjs', import.meta.url));

function summaryOf(vitest: unknown, playwright: unknown): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  const vitestFile = join(dir, 'vitest.json');
  const playwrightFile = join(dir, 'e2e.json');
  if (vitest) writeFileSync(vitestFile, JSON.stringify(vitest));
  if (playwright) writeFileSync(playwrightFile, JSON.stringify(playwright));
  const child = spawnSync(process.execPath, [script, vitestFile, playwrightFile], { encoding: 'utf8' });
  return child.stdout.trim().split('\n');
}

const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  numFailedTestSuites: 2,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: join(process.cwd(), 'tests/api/search.test.ts'),
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'search sorts by price' },
        {
          status: 'failed',
          fullName: 'search counts every make',
          failureMessages: ['\u001b[31mAssertionError: expected 4 to be 5\u001b[39m\n    at search.test.ts:10'],
        },
      ],
    },
    {
      name: join(process.cwd(), 'tests/api/geo.test.ts'),
      status: 'failed',
      message: 'Hook timed out in 10000ms',
      assertionResults: [],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 2, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [
    {
      title: 'compare.spec.ts',
      specs: [{ title: 'three cars side by side', tests: [{ status: 'expected', results: [{}] }] }],
      suites: [
        {
          title: 'at 390 px',
          specs: [
            {
              title: 'the tray leaves the page readable',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Error: locator not visible\nCall log:' } }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the test summary', () => {
  it('ends with the totals, a file that failed outside its tests counted once, and names each failure above them', () => {
    expect(summaryOf(vitestReport, playwrightReport)).toEqual([
      'failed: tests/api/search.test.ts › search counts every make: AssertionError: expected 4 to be 5',
      'failed: tests/api/geo.test.ts: Hook timed out in 10000ms',
      'failed: compare.spec.ts › at 390 px › the tray leaves the page readable: Error: locator not visible',
      '5 passed, 3 failed, 0 skipped',
    ]);
  });

  it('counts a missing report as a failure and says which', () => {
    expect(summaryOf(null, { stats: { expected: 1 } })).toEqual([
      expect.stringMatching(/^failed: no Vitest report at .*vitest\.json$/),
      '1 passed, 1 failed, 0 skipped',
    ]);
  });
});
