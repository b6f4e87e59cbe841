/** A housekeeping task (run by housekeeping.ts), and the common kind: one idempotent `DELETE` on the pool. */
import type { Payload } from 'payload';
import { poolOf } from '../platform/db/pool.ts';

export interface HousekeepingTask {
  name: string;
  /** Answers how many things it removed (or, for a refresh, rewrote). */
  run(payload: Payload): Promise<number>;
}

export function deleteRowsTask(name: string, statement: string, values: unknown[]): HousekeepingTask {
  return { name, run: async (payload) => (await poolOf(payload).query(statement, values)).rowCount ?? 0 };
}
