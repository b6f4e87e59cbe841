/** Entry: database, Payload (migrated), demo seed, then one HTTP server; stops cleanly on SIGINT/SIGTERM. */
import type { Server } from 'node:http';
import { takeOverShutdownSignals } from './db/embedded.ts';
import { scheduleHousekeeping } from './maintenance/housekeeping.ts';
import { log, startRuntime } from './runtime.ts';
import { seedDemo, seedDemoListings } from './seed/index.ts';
import { createApp } from './server.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const runtime = await startRuntime();
const { env, payload } = runtime;

if (env.seedDemo) {
  const { accounts } = await seedDemo(payload);
  for (const account of accounts) log(`Demo ${account.role === 'admin' ? 'admin' : 'seller'}: ${account.email} / ${account.password}`);
}

const server: Server = createApp(payload, env).listen(env.port, () => {
  log(`Marketplace ready on ${env.publicUrl} (port ${env.port})`);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
const stopHousekeeping = scheduleHousekeeping(payload);

if (env.seedDemo) {
  seedDemoListings(payload, env.mediaDir).then(
    ({ created, seconds }) => log(`Demo listings ready (${created} created in ${seconds.toFixed(1)} s)`),
    (error: unknown) => payload.logger.error({ err: error }, 'The demo listings could not be seeded'),
  );
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  stopHousekeeping();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await runtime.close();
  log('Stopped');
  process.exit(0);
}
takeOverShutdownSignals();
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
