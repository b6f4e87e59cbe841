/**
 * `npm run migrate`: brings the configured database's schema up to date (the server also does it at start); the
 * migration step logs "Database schema up to date (...)".
 */
import { startRuntime } from '../runtime.ts';

const runtime = await startRuntime();
await runtime.close();
process.exit(0);
