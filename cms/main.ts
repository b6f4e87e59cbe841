/**
 * Entry: database, Payload (migrated), the demo seed's accounts (in a child process), then one HTTP server; stops
 * cleanly on SIGINT/SIGTERM.
 */
// First: the heap's growth policy, before any module allocates much.
import './platform/runtime/heapGrowth.ts';
import { createServer } from 'node:http';
// Then: reads .env before any module that reads process.env as it loads.
import './platform/config/env.ts';
import { takeOverShutdownSignals } from './platform/db/embedded.ts';
import { log, startRuntime } from './runtime.ts';
import { createApp } from './http/server.ts';
import { startJobRunner } from './payload/jobs/runner.ts';
import { startDemoSeed, type DemoSeed } from './seedProcess.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const runtime = await startRuntime();
const { env, payload } = runtime;

const demoSeed: DemoSeed | undefined = env.seedDemo ? await startDemoSeed(runtime.database.url, log) : undefined;

const server = createServer(createApp(payload, env)).listen(env.port, () => {
  log(`Marketplace ready: storefront ${env.publicUrl}/, console ${env.publicUrl}/admin (port ${env.port})`);
  for (const account of demoSeed?.accounts ?? []) {
    log(`Demo ${account.role === 'admin' ? 'admin' : 'seller'}: ${account.email} / ${account.password}`);
  }
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
startJobRunner(payload, env.jobPollMs);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  demoSeed?.stop();
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
