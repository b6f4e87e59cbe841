#!/usr/bin/env node
/**
 * Adds up Vitest's and Playwright's JSON reports into one closing line: "N passed, N failed, N skipped". Each failure
 * is named just above that line, with the first line of its error, because a CI log is often read from its tail only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails outside any test (an import, a hook) has a message and no failed test.
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
} else {
  failed += 1;
  failures.push(`no Vitest report at ${vitestFile}`);
}

/** Playwright nests suites (file, describe) around specs, each with one test per project and one result per attempt. */
function collectPlaywrightFailures(suite, titles) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, path);
}

if (playwrightFile && existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const stats = report.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) collectPlaywrightFailures(suite, []);
} else {
  failed += 1;
  failures.push(`no Playwright report at ${playwrightFile}`);
}

for (const failure of failures) console.log(`failed: ${failure.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 400)}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
