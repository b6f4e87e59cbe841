/**
 * Payload's Postgres transactions (from @payloadcms/drizzle 3.90.1) swallow a failed COMMIT: `beginTransaction`
 * catches the transaction's promise, and `commitTransaction` reports success whatever happened. A connection cut
 * at the moment of COMMIT (PostgreSQL stopping) would then answer 201 for a listing that was never stored; the
 * outage test caught it. These replacements keep Payload's session registry and behaviour, but a COMMIT that
 * failed throws, so the operation fails (503) instead of acknowledging a lost write.
 */
import { randomUUID } from 'node:crypto';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';

type Outcome = { ok: true } | { ok: false; error: unknown };

interface Session {
  db: unknown;
  resolve(): Promise<void>;
  reject(): Promise<void>;
}

type TransactionalAdapter = PostgresAdapter & {
  sessions: Record<string, Session>;
  transactionOptions?: unknown;
  initializing?: Promise<void>;
};

export function makeCommitsDurable(payload: Payload): void {
  const adapter = payload.db as unknown as TransactionalAdapter;

  adapter.beginTransaction = (async (options?: unknown) => {
    const id = randomUUID();
    await adapter.initializing;
    let finish!: (commit: boolean) => void;
    let transaction: unknown;
    let started!: () => void;
    let failedToStart!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failedToStart = reject;
    });
    const done = (
      adapter.drizzle as unknown as {
        transaction: (work: (tx: unknown) => Promise<void>, options?: unknown) => Promise<void>;
      }
    ).transaction(
      async (tx) => {
        transaction = tx;
        await new Promise<void>((resolve, reject) => {
          finish = (commit) => (commit ? resolve() : reject(new Error('rolled back')));
          started();
        });
      },
      (options ?? adapter.transactionOptions) as never,
    );
    const outcome: Promise<Outcome> = done.then(
      () => ({ ok: true }),
      (error: unknown) => {
        failedToStart(error); // no connection: the begin itself fails (a no-op once started)
        return { ok: false, error };
      },
    );
    try {
      await ready;
    } catch (error) {
      adapter.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${(error as Error).message}` });
      throw new Error(`Error: cannot begin transaction: ${(error as Error).message}`, { cause: error });
    }
    adapter.sessions[id] = {
      db: transaction as never,
      resolve: async () => {
        finish(true);
        const result = await outcome;
        if (!result.ok) throw result.error;
      },
      reject: async () => {
        finish(false);
        await outcome;
      },
    };
    return id;
  }) as TransactionalAdapter['beginTransaction'];

  adapter.commitTransaction = (async (incomingID: string | number | Promise<string | number | null> = '') => {
    const id = incomingID instanceof Promise ? await incomingID : incomingID;
    const session = id === null ? undefined : adapter.sessions[id];
    if (!session) return;
    delete adapter.sessions[id as string];
    await session.resolve(); // throws when COMMIT failed: nothing is acknowledged that was not stored
  }) as TransactionalAdapter['commitTransaction'];
}
