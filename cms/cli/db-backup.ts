/**
 * `npm run db:backup [-- --out file.dump]`: a consistent pg_dump (custom format) of the configured database, taken
 * while the servers keep running. Default file: DATA_DIR/backups/marketplace-<UTC time>.dump.
 */
import path from 'node:path';
import { readEnv } from '../platform/config/env.ts';
import { backupDatabase, defaultBackupFile } from '../platform/db/backup.ts';
import { resolveDatabase } from '../platform/db/connect.ts';
import { log } from '../runtime.ts';
import { namedArgs } from './args.ts';

const args = namedArgs(['out'] as const);
const env = readEnv();
const file = path.resolve(args.out ?? defaultBackupFile(env.dataDir));
const database = await resolveDatabase(env, log);
let exitCode = 0;
try {
  const started = Date.now();
  await backupDatabase(database.url, file);
  log(`Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`db:backup: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
