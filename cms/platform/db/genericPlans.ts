/**
 * Statements planned once per connection, whatever their values. PostgreSQL plans a prepared statement anew on every
 * run while its generic plan looks costlier than the plans made for the values given (`plan_cache_mode = auto`):
 * a search's page walks the same index whatever the price bound, yet the estimate with the bound known is the
 * lower one, so it never switches, and planning the page (two reads of a table of 23 indexes) costs PostgreSQL more
 * than running it. A statement marked with `plannedOnce` runs on a sibling of its pool whose connections use the
 * generic plan (`force_generic_plan`): planned at its first run on a connection, then only executed. Only
 * statements whose best plan does not turn on their values may be marked (the caller's proof); the sibling is
 * kept apart so that Payload's own statements keep plans made for their values.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import pg, { type Pool, type PoolConfig } from 'pg';

const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** Whether connections opened with these startup options use generic plans (the sibling's do). */
export const usesGenericPlans = (options: string | undefined): boolean => options?.includes(GENERIC_PLANS) ?? false;

const marked = new WeakSet<SQL>();

/** `query`, to be run with its generic plan (see above for which queries may be). */
export function plannedOnce(query: SQL): SQL {
  marked.add(query);
  return query;
}

export const isPlannedOnce = (query: SQL): boolean => marked.has(query);

const markedForValues = new WeakSet<SQL>();

/**
 * `query`, to be planned for its values on every run: sent unnamed, never prepared. Prepared, PostgreSQL would take
 * its generic plan after five runs wherever that plan's estimate is the lower, as it is for a range it cannot see.
 */
export function plannedForItsValues(query: SQL): SQL {
  markedForValues.add(query);
  return query;
}

export const isPlannedForItsValues = (query: SQL): boolean => markedForValues.has(query);

/**
 * A value written into the statement's text, not sent as a parameter: what a generic plan must know to be the plan
 * made for it. A row count as a parameter is guessed at a tenth of the table (a page of 30 would be sorted, not
 * walked), a kept column's name as any column's rows.
 */
export function writtenIn(value: number | string): SQL {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return sql`${value}`.inlineParams();
}

const siblings = new WeakMap<Pool, Pool>();

/**
 * The sibling of `pool` whose connections use generic plans: the same connection settings, half its connections
 * (these statements are short), opened on first use.
 */
export function genericPlanPool(pool: Pool): Pool {
  let sibling = siblings.get(pool);
  if (!sibling) {
    const options = (pool as Pool & { options: PoolConfig }).options;
    sibling = new pg.Pool({
      ...options,
      options: [options.options, GENERIC_PLANS].filter(Boolean).join(' '),
      max: Math.max(1, Math.ceil((options.max ?? 10) / 2)),
    });
    // An idle client's error must never reach the process (the app adds its logging listeners).
    sibling.on('error', () => undefined);
    siblings.set(pool, sibling);
  }
  return sibling;
}

/** Closes the sibling of `pool`, if one was opened. */
export async function endGenericPlanPool(pool: Pool): Promise<void> {
  const sibling = siblings.get(pool);
  siblings.delete(pool);
  await sibling?.end().catch(() => undefined);
}
