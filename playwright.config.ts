/**
 * End-to-end tests in the system Chromium against a real server: a fresh embedded PostgreSQL in .data/e2e-<port>, the
 * built storefront and console, the demo seed.
 */
import { defineConfig, devices } from '@playwright/test';
import { mailboxPorts } from './tests/e2e/mailbox.ts';

const port = Number(process.env.E2E_PORT || 3901);
const baseURL = `http://localhost:${port}`;
// One data folder per port, so runs on different E2E_PORTs can go on side by side.
const dataDir = `.data/e2e-${port}`;
const mailbox = mailboxPorts(port);

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds Vitest's report.
  outputDir: `test-results/e2e-artifacts-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The SMTP server the marketplace sends to; specs read what it received (tests/e2e/mailbox.ts).
      command: 'node --conditions=production --import tsx tests/e2e/support/mailbox.ts',
      url: `http://127.0.0.1:${mailbox.http}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAILBOX_SMTP_PORT: String(mailbox.smtp), MAILBOX_HTTP_PORT: String(mailbox.http) },
    },
    {
      command: `rm -rf ${dataDir} && node --conditions=production --import tsx cms/main.ts`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        // Outside the folder wiped per run: the demo photos are drawn once per machine.
        MEDIA_DIR: '.data/e2e-media',
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.smtp),
        JOB_POLL_MS: '1000',
      },
    },
  ],
});
