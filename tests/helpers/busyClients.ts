/**
 * Statements sent to a node-postgres client that is still running another: pg 8 queues them with a deprecation
 * warning, pg 9 refuses them. Only a server in this process is watched (useTestServer's).
 */
import pg from 'pg';

/** The statements `work` sent to a busy client (the first 80 characters of each). */
export async function statementsSentToBusyClients(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const client = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    _activeQuery?: unknown;
    _queryQueue?: unknown[];
  };
  const query = client.query;
  client.query = function (this: typeof client, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const [statement] = args as [string | { text?: string }];
      sent.push(String(typeof statement === 'string' ? statement : statement?.text).slice(0, 80));
    }
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}
