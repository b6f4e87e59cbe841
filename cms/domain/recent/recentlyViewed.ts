/**
 * A signed-in buyer's recently viewed cars (collection recently-viewed): record a view, list, merge a browser's
 * list, clear. Only listings buyers can see are recorded (an owner's look at one under review is not a buyer's);
 * the list shows the cars as the caller may read them now, leaving out those no longer public. Reads go through
 * Payload as the caller (`overrideAccess: false`); writes and clearing are SQL (recentViewRows.ts).
 */
import type { Payload, TypedUser } from 'payload';
import { publicStatuses, type VehicleStatus } from '../../../contract/catalog/listingOptions.ts';
import { recentlyViewedRules, type RecentlyViewedCar } from '../../../contract/recentlyViewedList.ts';
import { NotListedError, publicListingIds, readableListings } from '../vehicles/readableListings.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';
import { clearViews, writeViews } from './recentViewRows.ts';

const ownRows = (user: TypedUser) => ({ user: { equals: user.id } });

/** GET /api/user/recently-viewed: newest view first. */
export async function listRecentlyViewed(payload: Payload, user: TypedUser): Promise<RecentlyViewedCar[]> {
  const { docs: rows } = await payload.find({
    collection: 'recently-viewed',
    where: ownRows(user),
    // Views merged at once are a millisecond apart; ids still break a tie.
    sort: ['-viewedAt', '-id'],
    // The cap keeps at most this many rows; no total is needed (pagination off spares its count query).
    limit: recentlyViewedRules.max,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  });
  const listings = await readableListings(
    payload,
    user,
    rows.map((row) => Number(row.vehicleId)),
  );
  return rows.flatMap((row) => {
    const listing = listings.get(Number(row.vehicleId));
    // The owner (or an admin) could still read a listing sent back to review: buyers cannot, so it is left out.
    if (!listing || !publicStatuses.includes(listing.status as VehicleStatus)) return [];
    return [{ vehicleId: listing.id, viewedAt: new Date(row.viewedAt).toISOString(), vehicle: vehicleView(listing) }];
  });
}

/** PUT /api/user/recently-viewed/{id}: the car is now the newest view; the oldest past the cap goes. */
export async function recordView(payload: Payload, user: TypedUser, vehicleId: number): Promise<void> {
  if ((await publicListingIds(payload, [vehicleId])).length === 0) throw new NotListedError('Vehicle not found');
  await writeViews(payload, Number(user.id), [vehicleId]);
}

/**
 * POST /api/user/recently-viewed/merge: a browser's list (newest first), viewed before this moment, joins the
 * account's. The public ones are recorded as views just now in the browser's order, except that a car the account
 * viewed later keeps that time; the cap then keeps the newest. Answers the merged list.
 */
export async function mergeRecentlyViewed(
  payload: Payload,
  user: TypedUser,
  ids: readonly number[],
): Promise<RecentlyViewedCar[]> {
  await writeViews(payload, Number(user.id), await publicListingIds(payload, [...new Set(ids)]));
  return listRecentlyViewed(payload, user);
}

/** DELETE /api/user/recently-viewed: forgets every view of the account. */
export async function clearRecentlyViewed(payload: Payload, user: TypedUser): Promise<void> {
  await clearViews(payload, Number(user.id));
}
