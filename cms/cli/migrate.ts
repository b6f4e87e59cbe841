/** `npm run migrate`: brings the configured database's schema up to date (the server also does it at start). */
import { log, startRuntime } from '../runtime.ts';

const runtime = await startRuntime();
log('Database schema is up to date');
await runtime.close();
process.exit(0);
