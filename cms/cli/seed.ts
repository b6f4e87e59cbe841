/** `npm run seed`: the idempotent demo seed, on the configured database. */
import { log, startRuntime } from '../runtime.ts';
import { seedDemo, seedDemoListings } from '../seed/index.ts';

const runtime = await startRuntime();
const result = await seedDemo(runtime.payload);
const listings = await seedDemoListings(runtime.payload, runtime.env.mediaDir);
log(`Seeded: ${result.accounts.length} demo accounts ensured, ${result.pagesCreated} pages and ${listings.created} listings created`);
await runtime.close();
process.exit(0);
