/**
 * pg emits `error` on a client whose connection drops (PostgreSQL stopped or restarted, network cut). The pool only
 * listens while a client is idle; one checked out at that moment (a transaction, a migration) would throw the error
 * as an uncaught exception and stop the process. The query in flight still fails (and its request answers 503);
 * this only keeps the process alive. pg drops the broken client when it is released.
 */
import type { Payload } from 'payload';
import type { Pool, PoolClient } from 'pg';

export function keepPoolErrorsFromCrashing(pool: Pool, logger: Payload['logger']): void {
  const guarded = new WeakSet<PoolClient>();
  const guard = (client: PoolClient) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection lost'));
  };
  for (const client of (pool as Pool & { _clients?: PoolClient[] })._clients ?? []) guard(client);
  pool.on('connect', guard);
  pool.on('error', () => undefined); // an idle client's error: already logged by its own listener above
}
