/**
 * A buyer's recently viewed cars: in the browser for visitors (localStorage `recentlyViewed`), in the account when
 * signed in (GET, DELETE /api/user/recently-viewed, PUT /api/user/recently-viewed/{id}, POST .../merge). At sign-in
 * the browser's list is merged into the account's.
 */
// Types only, and no zod: the storefront's home page reads this module (the request schema: recentlyViewed.ts).
import type { Vehicle } from './listings.ts';

export const recentlyViewedRules = {
  /** Cars kept, on the account and in the browser alike; a view past it drops the oldest. */
  max: 12,
} as const;

/** One car of GET /api/user/recently-viewed (newest view first; cars buyers can no longer see are left out). */
export interface RecentlyViewedCar {
  vehicleId: number;
  /** The last time the account viewed it (ISO 8601). */
  viewedAt: string;
  /** The listing as the caller may read it now. */
  vehicle: Vehicle;
}

export const recentlyViewedMessages = {
  notListed: 'This car is not on the market',
  tooMany: 'Too many changes to your recently viewed cars. Please try again in a few minutes.',
} as const;
