/** Start-up and shutdown shared by the server and the CLI commands: database, Payload, and a clean stop. */
import type { Payload } from 'payload';
import { readEnv, type AppEnv } from './platform/config/env.ts';
import { resolveDatabase, type DatabaseHandle } from './platform/db/connect.ts';
import { startPayload, stopPayload } from './payload/start.ts';

export interface Runtime {
  env: AppEnv;
  payload: Payload;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export function log(message: string): void {
  console.log(`[marketplace] ${message}`);
}

export async function startRuntime(env: AppEnv = readEnv()): Promise<Runtime> {
  const database = await resolveDatabase(env, log);
  try {
    const payload = await startPayload(env, database.url);
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
