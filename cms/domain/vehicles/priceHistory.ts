/**
 * A public listing's price history (vehicle_prices, written by triggers: migration price_history): each price it
 * has been offered at, oldest first, and its days on market while it is for sale. Only prices buyers saw are
 * recorded, so it is as public as the listing.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { publicStatuses } from '../../../contract/catalog/listingOptions.ts';
import { daysBetween, type PriceHistory } from '../../../contract/priceHistory.ts';
import { runSql } from '../../platform/db/sql.ts';

interface Row {
  status: string;
  price: number | null;
  at: Date | string | null;
}

/** The history, or undefined when the listing is not public. */
export async function findPriceHistory(payload: Payload, id: number): Promise<PriceHistory | undefined> {
  const statuses = sql.join(
    publicStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await runSql<Row>(
    payload,
    sql`select v.status::text as status, p.price::float8 as price, p.at
          from vehicles v left join vehicle_prices p on p.vehicle_id = v.id
         where v.id = ${id} and v.status in (${statuses})
         order by p.at, p.id`,
  );
  if (!rows.length) return undefined;
  const points = rows.flatMap((row) =>
    row.price === null || row.at === null ? [] : [{ price: row.price, at: new Date(row.at).toISOString() }],
  );
  const listedAt = points[0]?.at;
  return {
    points,
    daysOnMarket: rows[0]!.status === 'approved' && listedAt ? daysBetween(new Date(listedAt)) : null,
  };
}
