/**
 * Listing views, each visitor counted once a day per listing. A read only records a mark (day, listing, visitor) in
 * memory; the marks are written in batches, every few seconds, early past a size and when Payload stops, by one
 * statement that inserts them into view_marks, skipping those already there, and adds the new ones to
 * vehicles.views. A mark already written (by this server, another one, or a flush tried again) adds nothing.
 * The commit does not wait for the disk: a crash of PostgreSQL may lose the last instants of views, never a listing.
 */
import type { Payload } from 'payload';
import type { Pool } from 'pg';
import { onStop } from '../../payload/lifecycle.ts';
import { poolOf } from '../../platform/db/pool.ts';

export interface ViewCounterLimits {
  flushEveryMs: number;
  /** Marks that start a flush before the timer does. */
  flushAt: number;
  /** Marks held at most (a flood, or a database that refuses them): past it, views are not counted. */
  maxPending: number;
}

export const defaultViewCounterLimits: ViewCounterLimits = { flushEveryMs: 5_000, flushAt: 5_000, maxPending: 50_000 };

/** Flushes of every server take turns: two updating the same listings in other orders could deadlock. */
const FLUSH_LOCK = 748_201_554;

export interface WarningLog {
  warn(details: object, message: string): void;
}

interface Mark {
  day: string;
  vehicleId: number;
  visitor: string;
}

/** Today in UTC, the day a mark belongs to (YYYY-MM-DD). */
export function utcDay(at = new Date()): string {
  return at.toISOString().slice(0, 10);
}

const FLUSH_SQL = `
  with marks as (
    -- a listing deleted since its read has nothing to count; the lock keeps it from going now
    select m.day, m.vehicle_id, m.visitor
      from unnest($1::date[], $2::int[], $3::text[]) as m(day, vehicle_id, visitor)
      join vehicles v on v.id = m.vehicle_id
      for key share of v
  ), written as (
    insert into view_marks (day, vehicle_id, visitor) select day, vehicle_id, visitor from marks
    on conflict do nothing
    returning vehicle_id
  ), added as (
    select vehicle_id, count(*)::int as views from written group by vehicle_id
  ), counted as (
    update vehicles v set views = v.views + added.views from added where v.id = added.vehicle_id returning added.views
  )
  select coalesce(sum(views), 0)::int as added from counted`;

/** Writes the marks in one transaction; answers how many views they added. */
async function writeMarks(pool: Pool, marks: Mark[]): Promise<number> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    await client.query('select pg_advisory_xact_lock($1)', [FLUSH_LOCK]);
    const result = await client.query<{ added: number }>(FLUSH_SQL, [
      marks.map((mark) => mark.day),
      marks.map((mark) => mark.vehicleId),
      marks.map((mark) => mark.visitor),
    ]);
    await client.query('commit');
    return result.rows[0]?.added ?? 0;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // A connection that failed mid-transaction is not given back to the pool.
    client.release(failure);
  }
}

export class ViewCounter {
  private pending = new Map<string, Mark>();
  private flushing: Promise<number> | undefined;
  private readonly timer: NodeJS.Timeout;
  private dropped = 0;
  private writesDone = 0;
  private failedAt = 0;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly logger: WarningLog,
    private readonly limits: ViewCounterLimits = defaultViewCounterLimits,
  ) {
    this.timer = setInterval(() => void this.flush(), limits.flushEveryMs);
    this.timer.unref();
  }

  /**
   * Flushes of this counter that added views: a version of the counts it stored, as a page read before one shows
   * an older count than the database holds.
   */
  get writes(): number {
    return this.writesDone;
  }

  /** Marks waiting for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  /** Counts a read of the listing by the visitor (a key from visitorKey), once per day. */
  record(vehicleId: number, visitor: string, day = utcDay()): void {
    if (this.closed) return;
    this.add({ day, vehicleId, visitor });
    const resting = Date.now() - this.failedAt < this.limits.flushEveryMs;
    if (this.pending.size >= this.limits.flushAt && !this.flushing && !resting) void this.flush();
  }

  /**
   * Writes the marks recorded so far and answers the views they added. Never rejects: marks the database refused
   * wait for the next flush. Calls made during a flush wait for it, then write what came since.
   */
  flush(): Promise<number> {
    const run = (this.flushing ?? Promise.resolve(0)).then(() => this.write());
    this.flushing = run;
    void run.then(() => {
      if (this.flushing === run) this.flushing = undefined;
    });
    return run;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
  }

  private add(mark: Mark): void {
    const key = `${mark.day} ${mark.vehicleId} ${mark.visitor}`;
    if (this.pending.has(key)) return;
    if (this.pending.size >= this.limits.maxPending) this.dropped++;
    else this.pending.set(key, mark);
  }

  private async write(): Promise<number> {
    if (this.dropped > 0) {
      this.logger.warn({ dropped: this.dropped }, 'Listing views were not counted: too many waited to be written');
      this.dropped = 0;
    }
    if (this.pending.size === 0) return 0;
    const marks = [...this.pending.values()];
    this.pending = new Map();
    try {
      const added = await writeMarks(this.pool, marks);
      if (added > 0) this.writesDone++;
      return added;
    } catch (error) {
      this.failedAt = Date.now();
      this.logger.warn(
        { err: error, marks: marks.length },
        'Listing views could not be written; the next flush tries again',
      );
      for (const mark of marks) this.add(mark);
      return 0;
    }
  }
}

const counters = new WeakMap<Payload, ViewCounter>();

/** The view counter of this Payload instance (one per server process), started on first use. */
export function viewCounterOf(payload: Payload): ViewCounter {
  let counter = counters.get(payload);
  if (!counter) {
    counter = new ViewCounter(poolOf(payload), payload.logger);
    counters.set(payload, counter);
    onStop(payload, () => closeViewCounter(payload));
  }
  return counter;
}

/** Writes the views still held, before Payload's pool closes. */
export async function closeViewCounter(payload: Payload): Promise<void> {
  const counter = counters.get(payload);
  counters.delete(payload);
  await counter?.close();
}
