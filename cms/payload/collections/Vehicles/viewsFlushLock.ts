/**
 * The advisory lock the views flushes of every server take turns on (domain/vehicles/viewCounter.ts). A re-valuation
 * of listings takes it too, before it writes their figures: a flush then never holds a row the re-valuation would
 * skip, and a flush never waits for a row lock (it skips the rows a change holds), so neither waits on the other
 * for longer than one flush, and they cannot deadlock.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';

export const VIEWS_FLUSH_LOCK = 748_201_554;

/** Waits for a flush under way to commit, and keeps the next one out until this transaction ends. */
export const takeTurnWithViewsFlushes = sql`select pg_advisory_xact_lock(${VIEWS_FLUSH_LOCK})`;
