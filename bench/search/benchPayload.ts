/** Payload on the benchmark database, its migrations run: for the child processes that need the real thing. */
import { readEnv } from '../../cms/platform/config/env.ts';
import { startPayload } from '../../cms/payload/start.ts';

export function migratedPayload(url: string, dataDir: string) {
  const env = readEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  return startPayload(env, url);
}
