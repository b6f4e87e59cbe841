/**
 * The idempotent demo seed: `npm run seed` on the configured database, and the child process the server starts
 * when SEED_DEMO is on (cms/seedProcess.ts). Accounts and pages first, announced to the parent, then the listings.
 */
import type { AccountsReadyMessage } from '../cms/seedProcess.ts';
import { log, startRuntime } from '../cms/runtime.ts';
import { seedDemo, seedDemoListings } from './index.ts';

// Started by the server (an IPC channel), the schema is already current; `npm run seed` migrates first.
const runtime = await startRuntime(undefined, { migrate: !process.send });
// The parent's SIGTERM at shutdown: stop between writes rather than be cut off by the parent's exit.
process.once('SIGTERM', () => void runtime.close().finally(() => process.exit(0)));

const result = await seedDemo(runtime.payload);
const ready: AccountsReadyMessage = {
  kind: 'accounts-ready',
  accounts: result.accounts.map(({ email, password, role }) => ({ email, password, role })),
};
process.send?.(ready);
const listings = await seedDemoListings(runtime.payload, runtime.env.mediaDir);
log(
  `Demo listings ready: ${result.accounts.length} accounts ensured; ${result.pagesCreated} pages and ${listings.created} listings created in ${listings.seconds.toFixed(1)} s`,
);
await runtime.close();
process.exit(0);
