/**
 * Writes an account's recently viewed rows (table recently_viewed) in SQL: a view is an upsert on the unique
 * (user, vehicle) index, and the rows past the cap go in the same transaction, under the account's lock so that
 * two devices viewing at once still leave at most `max` rows; clearing is one delete of the account's rows, which
 * two devices can do at once. Callers check that the listings are public first.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { recentlyViewedRules } from '../../../contract/recentlyViewedList.ts';
import { idArray, runSql, runSqlInTransaction } from '../../platform/db/sql.ts';

/** The first key of the two-key advisory lock: "recently viewed", the second the account's id. */
const RECENT_LOCKS = 0x5265_6356;

/**
 * Records views of `vehicleIds` (newest first) for the account, each a millisecond before the one ahead of it, so
 * their order holds, and the last of them a millisecond after the account's newest view: the times are kept to the
 * millisecond, and a view a moment before (or in the same millisecond) must not pass them. A car the account viewed
 * after this transaction began (another device) keeps its later time.
 */
export async function writeViews(payload: Payload, userId: number, vehicleIds: readonly number[]): Promise<void> {
  const ids = [...new Set(vehicleIds)];
  if (ids.length === 0) return;
  await runSqlInTransaction(payload, async (run) => {
    await run(sql`select pg_advisory_xact_lock(${RECENT_LOCKS}, ${userId})`);
    await run(
      sql`insert into recently_viewed as r (user_id, vehicle_id, viewed_at)
          select ${userId}, v.id, newest.at - (v.ord - 1) * interval '1 millisecond'
            from unnest(${idArray(ids)}) with ordinality as v(id, ord),
                 (select greatest(now(), max(viewed_at) + ${ids.length} * interval '1 millisecond') as at
                    from recently_viewed where user_id = ${userId} and viewed_at <= now()) as newest
          on conflict (user_id, vehicle_id)
          do update set viewed_at = greatest(r.viewed_at, excluded.viewed_at), updated_at = now()`,
    );
    await run(
      sql`delete from recently_viewed
           where id in (select id from recently_viewed where user_id = ${userId}
                         order by viewed_at desc, id desc offset ${recentlyViewedRules.max})`,
    );
  });
}

/** Deletes every row of the account. */
export async function clearViews(payload: Payload, userId: number): Promise<void> {
  await runSql(payload, sql`delete from recently_viewed where user_id = ${userId}`);
}
