/** Starts Payload on a database and brings its schema up to date. */
import { getPayload, type Payload } from 'payload';
import type { Pool, PoolClient } from 'pg';
import { buildPayloadConfig } from './config.ts';
import type { AlertRunHandler } from './jobs/alertTasks.ts';
import type { EmailIntentHandler } from './jobs/emailTask.ts';
import type { HousekeepingHandler } from './jobs/housekeepingTask.ts';
import { finishBeforeStop } from './lifecycle.ts';
import type { AppEnv } from '../platform/config/env.ts';
import { makeCommitsDurable } from '../platform/db/durableCommits.ts';
import { endGenericPlanPool, genericPlanPool } from '../platform/db/genericPlans.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { poolOf } from '../platform/db/pool.ts';
import { keepPoolErrorsFromCrashing } from '../platform/db/poolErrors.ts';
import { keepPreparedStatements } from '../platform/db/preparedSql.ts';

export async function startPayload(
  env: AppEnv,
  databaseUrl: string,
  options: {
    migrate?: boolean;
    handleEmailIntent?: EmailIntentHandler;
    runAlerts?: AlertRunHandler;
    runHousekeeping?: HousekeepingHandler;
  } = {},
): Promise<Payload> {
  const config = buildPayloadConfig({
    databaseUrl,
    secret: env.payloadSecret,
    publicUrl: env.publicUrl,
    storage: env.storage,
    logLevel: env.logLevel,
    extraOrigins: env.extraOrigins,
    smtp: env.smtp,
    production: env.production,
    handleEmailIntent: options.handleEmailIntent,
    emailRetryBaseMs: env.emailRetryBaseMs,
    connectTimeoutMs: env.databaseConnectTimeoutMs,
    runAlerts: options.runAlerts,
    runHousekeeping: options.runHousekeeping,
    housekeepingCron: env.housekeepingCron,
  });
  const payload = await getPayload({ config, cron: true });
  // Without listeners, a connection dropped by the server (restart, outage) would crash the process.
  keepPoolErrorsFromCrashing(poolOf(payload), payload.logger);
  keepPoolErrorsFromCrashing(genericPlanPool(poolOf(payload)), payload.logger);
  keepPreparedStatements(poolOf(payload), env.preparedStatements);
  makeCommitsDurable(payload);
  if (options.migrate !== false) await migrateDatabase(payload);
  return payload;
}

/**
 * What registered with onStop is finished first. Payload's destroy() leaves its pg pool open, and its Postgres
 * adapter keeps one client checked out for the life of the pool (a reconnect canary), so pool.end() alone would
 * wait forever: release that client, then end.
 */
export async function stopPayload(payload: Payload): Promise<void> {
  await finishBeforeStop(payload);
  const pool = poolOf(payload) as Pool & { _clients?: PoolClient[] };
  await payload.destroy().catch(() => undefined);
  const ending = pool.end().catch(() => undefined);
  for (const client of pool._clients ?? []) {
    try {
      client.release(true);
    } catch {
      // an idle client: pool.end() closes it
    }
  }
  await Promise.all([ending, endGenericPlanPool(pool)]);
}
