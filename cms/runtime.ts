/** Start-up and shutdown shared by the server and the CLI commands: database, Payload, and a clean stop. */
import type { Payload } from 'payload';
import { pino, type Logger } from 'pino';
import { readEnv, type AppEnv } from './platform/config/env.ts';
import { resolveDatabase, type DatabaseHandle } from './platform/db/connect.ts';
import { deliverEmail } from './domain/email/deliverEmail.ts';
import { runAlerts } from './domain/alerts/runAlerts.ts';
import { runHousekeeping } from './maintenance/housekeeping.ts';
import { startPayload, stopPayload } from './payload/start.ts';
import { logDestination } from './platform/logging/destination.ts';
import { loggerOptions } from './platform/logging/loggerOptions.ts';

export interface Runtime {
  env: AppEnv;
  payload: Payload;
  database: DatabaseHandle;
  close(): Promise<void>;
}

let messages: Logger | undefined;

/**
 * Start-up, shutdown and command messages (the demo accounts, "Marketplace ready", "Created admin ..."): shown
 * whatever LOG_LEVEL says, in the log's format (see logDestination).
 */
export function log(message: string): void {
  if (messages) messages.info(message);
  else console.log(`[marketplace] ${message}`);
}

/** `migrate: false` when the caller knows the schema is current (a child of the server, which migrated it). */
export async function startRuntime(env: AppEnv = readEnv(), options: { migrate?: boolean } = {}): Promise<Runtime> {
  messages = pino({ ...loggerOptions('info'), name: 'marketplace' }, logDestination(env.production));
  const database = await resolveDatabase(env, log);
  try {
    const payload = await startPayload(env, database.url, {
      ...options,
      handleEmailIntent: deliverEmail,
      runAlerts,
      runHousekeeping,
    });
    return {
      env,
      payload,
      database,
      close: async () => {
        await stopPayload(payload);
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
