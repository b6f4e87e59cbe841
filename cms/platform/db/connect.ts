/** The database this process uses: DATABASE_URL when set (nothing is started), else the embedded PostgreSQL. */
import type { AppEnv } from '../config/env.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';

export const EMBEDDED_DATABASE_NAME = 'marketplace';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server when this process started it; a no-op for an external database. */
  stop(): Promise<void>;
}

export async function resolveDatabase(env: AppEnv, log: (message: string) => void): Promise<DatabaseHandle> {
  if (env.databaseUrl) return { url: env.databaseUrl, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(env.dataDir, log);
  await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE_NAME);
  return { url: embedded.urlFor(EMBEDDED_DATABASE_NAME), stop: () => embedded.stop() };
}
