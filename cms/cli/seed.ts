/** `npm run seed`: the idempotent demo seed, on the configured database. */
import { log, startRuntime } from '../runtime.ts';
import { seedDemo } from '../seed/index.ts';

const runtime = await startRuntime();
const result = await seedDemo(runtime.payload);
log(`Seeded: ${result.accounts.length} demo accounts ensured, ${result.pagesCreated} pages created`);
await runtime.close();
process.exit(0);
