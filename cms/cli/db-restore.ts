/**
 * `npm run db:restore -- --file backup.dump [--force yes]`: replaces the configured database's content with a
 * backup. Stop the app servers first: with other sessions open it refuses, unless --force yes. What it replaces is
 * first saved to DATA_DIR/backups/pre-restore-<UTC time>.dump.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../platform/config/env.ts';
import { defaultBackupFile, otherSessions, restoreDatabase } from '../platform/db/backup.ts';
import { resolveDatabase } from '../platform/db/connect.ts';
import { log } from '../runtime.ts';
import { namedArgs } from './args.ts';

const args = namedArgs(['file', 'force'] as const);
if (!args.file || !existsSync(args.file)) {
  console.error(`db:restore: ${args.file ? `no such file: ${args.file}` : 'say which backup: --file <path>'}`);
  console.error('Usage: npm run db:restore -- --file .data/backups/marketplace-20260101-120000.dump [--force yes]');
  process.exit(2);
}
const env = readEnv();
const database = await resolveDatabase(env, log);
let exitCode = 0;
try {
  const sessions = await otherSessions(database.url);
  if (sessions > 0 && args.force !== 'yes') {
    throw new Error(`${sessions} other session(s) use this database: stop the app servers first (or pass --force yes)`);
  }
  const started = Date.now();
  const safety = await restoreDatabase(
    database.url,
    path.resolve(args.file),
    defaultBackupFile(env.dataDir, 'pre-restore'),
  );
  log(
    `Restored ${path.resolve(args.file)} in ${((Date.now() - started) / 1000).toFixed(1)} s (what it replaced is in ${safety})`,
  );
} catch (error) {
  console.error(`db:restore: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
