/**
 * What changed on the market between two alert runs, read from the price record (vehicle_prices, written by the
 * listings' price triggers in the change's own transaction). A run reads the prices written by the transactions
 * with ids in [from, to): `to` is the oldest transaction still open when the run started, so every transaction
 * below it has committed or never will, and nothing can later appear behind the cursor. Each price is read by
 * exactly one run of each kind.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { runSqlInRequest } from '../../platform/db/sql.ts';

export interface ListingChange {
  vehicleId: number;
  make: string;
  model: string;
  year: number;
  price: number;
  /** When buyers first saw the listing (its first recorded price). */
  listedAt: string;
  /** The price buyers saw before this window; null for a listing that is new in it. */
  priceBefore: number | null;
}

/** Transaction ids are 64-bit: carried as their decimal text. */
export type TransactionMark = string;

/** The oldest transaction still open: every price written below it is final. */
export async function settledMark(req: PayloadRequest): Promise<TransactionMark> {
  const [row] = await runSqlInRequest<{ mark: string }>(
    req,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as mark`,
  );
  return row!.mark;
}

/** Listings for sale now whose price was written in [from, to), with what they cost before. */
export async function listingChanges(
  req: PayloadRequest,
  from: TransactionMark,
  to: TransactionMark,
): Promise<ListingChange[]> {
  const rows = await runSqlInRequest<{
    id: number;
    make: string;
    model: string;
    year: number;
    price: number;
    listed_at: string | Date;
    price_before: number | null;
  }>(
    req,
    sql`with changed as (
          select distinct vehicle_id from vehicle_prices where xact >= ${from}::bigint and xact < ${to}::bigint
        )
        select v.id, v.make, v.model, v.year, v.price::float8 as price, first.at as listed_at,
               before.price::float8 as price_before
        from changed c
        join vehicles v on v.id = c.vehicle_id and v.status = 'approved'
        cross join lateral (select min(p.at) as at from vehicle_prices p where p.vehicle_id = v.id) first
        left join lateral (
          select p.price from vehicle_prices p
          where p.vehicle_id = v.id and p.xact < ${from}::bigint
          order by p.at desc, p.id desc limit 1
        ) before on true`,
  );
  return rows.map((row) => ({
    vehicleId: Number(row.id),
    make: row.make,
    model: row.model,
    year: Number(row.year),
    price: Number(row.price),
    listedAt: new Date(row.listed_at).toISOString(),
    priceBefore: row.price_before === null ? null : Number(row.price_before),
  }));
}

export const isNewListing = (change: ListingChange) => change.priceBefore === null;
export const isPriceCut = (change: ListingChange) => change.priceBefore !== null && change.price < change.priceBefore;
