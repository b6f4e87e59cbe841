/**
 * Price drops no longer recent (priceDropRules.recentDays): the badge, 'Price drops only' and the price-drop sort
 * read the listing's own columns, which the price triggers set but nothing else ages. Drops are only ever on
 * approved listings (the triggers clear them otherwise), so both statements go through the index on price_drop.
 */
import { priceDropRules } from '../../contract/priceHistory.ts';
import { poolOf } from '../platform/db/pool.ts';
import type { HousekeepingTask } from './task.ts';

const old = `from vehicles where status = 'approved' and price_drop is not null
  and price_dropped_at < now() - make_interval(days => $1)`;

export const oldPriceDrops: HousekeepingTask = {
  name: 'old price drops',
  run: async (payload) => {
    const pool = poolOf(payload);
    const found = await pool.query<{ any: boolean }>(`select exists (select 1 ${old}) as any`, [
      priceDropRules.recentDays,
    ]);
    // An update of no rows would still move the listings version, and empty every server's answer cache.
    if (!found.rows[0]?.any) return 0;
    const cleared = await pool.query(
      `update vehicles set price_drop = null, price_dropped_at = null where id in (select id ${old})`,
      [priceDropRules.recentDays],
    );
    return cleared.rowCount ?? 0;
  },
};
