/**
 * Writes a migration for the difference between the collections and the last migration's snapshot:
 * `npm run migrate:create -- <name>`. Hand-written SQL migrations live beside the generated ones.
 */
import { readEnv } from '../platform/config/env.ts';
import { resolveDatabase } from '../platform/db/connect.ts';
import { log } from '../runtime.ts';
import { startPayload, stopPayload } from '../payload/start.ts';

const name = process.argv[2] ?? 'schema';
const env = readEnv();
const database = await resolveDatabase(env, log);
const payload = await startPayload(env, database.url, { migrate: false });
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
await stopPayload(payload);
await database.stop();
process.exit(0);
