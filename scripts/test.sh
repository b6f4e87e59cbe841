#!/usr/bin/env bash
# `npm test`: lints and checks the format, builds the front ends and the server, then runs unit and API tests (Vitest, real PostgreSQL) and end-to-end tests
# (Playwright, system Chromium), and prints one closing line with the totals.
set -uo pipefail
cd "$(dirname "$0")/.."
# Payload's rich-text editor must load with the production condition on Node 20 (see docs/decisions.md).
export NODE_OPTIONS="--conditions=production ${NODE_OPTIONS:-}"
mkdir -p test-results

# Lint and format first: a climbing import, a cycle or an unformatted file fails the run before anything is built.
npx eslint . || exit 1
npx prettier --check . || exit 1

npm run build || exit 1

npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_status=$?

node scripts/ensure-chromium.mjs || exit 1
CI=1 npx playwright test
playwright_status=$?

node scripts/test-summary.mjs test-results/vitest.json test-results/e2e.json
[ "$vitest_status" -eq 0 ] && [ "$playwright_status" -eq 0 ]
