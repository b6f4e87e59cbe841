/** Price cuts on cars that verified accounts saved and want told of (users.saved_car_alerts). */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { idArray, runSqlInRequest } from '../../platform/db/sql.ts';
import type { ListingChange } from './listingChanges.ts';

export interface SavedCarCut {
  userId: number;
  vehicleId: number;
  /** What the car cost before the cut; its price now is read when the email is made. */
  priceBefore: number;
}

export async function savedCarCuts(req: PayloadRequest, cuts: ListingChange[]): Promise<SavedCarCut[]> {
  if (cuts.length === 0) return [];
  const before = new Map(cuts.map((cut) => [cut.vehicleId, cut.priceBefore ?? 0]));
  const rows = await runSqlInRequest<{ user_id: number; vehicle_id: number }>(
    req,
    // Saved before the cut: the price when saved is above the price now (saved after it, it is no news).
    sql`select sv.user_id, sv.vehicle_id::int as vehicle_id
        from saved_vehicles sv
        join users u on u.id = sv.user_id and u.email_verified and u.saved_car_alerts is not false
        join vehicles v on v.id = sv.vehicle_id::int
        where sv.vehicle_id = any(${idArray(cuts.map((cut) => cut.vehicleId))})
          and (sv.price_at_save is null or sv.price_at_save > v.price)`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    vehicleId: Number(row.vehicle_id),
    priceBefore: before.get(Number(row.vehicle_id))!,
  }));
}
