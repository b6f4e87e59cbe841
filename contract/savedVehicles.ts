/**
 * Saved cars of a signed-in buyer, kept in the account (GET, PUT, DELETE /api/user/saved, POST
 * /api/user/saved/merge). Visitors keep theirs in the browser (localStorage `savedVehicles`); at sign-in those
 * are merged into the account.
 */
import { formatPrice } from './format.ts';
// Types only, and no zod: the storefront's header reads this module (the request schema: savedMerge.ts).
import type { Vehicle } from './listings.ts';

export const savedListRules = {
  /** Cars one account may keep saved; saving one more is a 409. */
  maxSaved: 200,
  /** Ids one merge call takes (a browser's list). */
  maxMerge: 100,
} as const;

/**
 * 'available': for sale; 'sold': still shown, marked sold; 'removed': no longer public (deleted, or back under
 * review or rejected), so only the snapshot taken when it was saved is left.
 */
export const savedStates = ['available', 'sold', 'removed'] as const;
export type SavedState = (typeof savedStates)[number];

/** One saved car, as GET /api/user/saved lists it (newest first). */
export interface SavedVehicle {
  vehicleId: number;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** The price buyers saw when it was saved, in dollars. */
  priceAtSave: number;
  /** '2021 BMW M3', as it was when saved: what a removed car is still called. */
  title: string;
  state: SavedState;
  /** The listing as the caller may read it now; null once removed. */
  vehicle: Vehicle | null;
}

export const savedMessages = {
  notListed: 'This car is not on the market, so it cannot be saved',
  full: `You can keep up to ${savedListRules.maxSaved} saved cars. Remove some to save more.`,
  tooMany: 'Too many changes to your saved cars. Please try again in a few minutes.',
} as const;

/** How much less the car costs now than when it was saved, in dollars; 0 when not cheaper or not for sale. */
export function dropSinceSaved(saved: Pick<SavedVehicle, 'priceAtSave' | 'state' | 'vehicle'>): number {
  if (saved.state !== 'available' || !saved.vehicle) return 0;
  const drop = Math.round((saved.priceAtSave - Number(saved.vehicle.price)) * 100) / 100;
  return drop > 0 ? drop : 0;
}

/** '$1,500 less than when you saved it'. */
export function dropSinceSavedLabel(amount: number): string {
  return `${formatPrice(amount)} less than when you saved it`;
}
