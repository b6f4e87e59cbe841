/**
 * Price cuts in the demo market: about one approved listing in seven was listed higher and has been cut since,
 * most within the last month (a price-drop badge, 'Price drops only' finds it) and some before (history only).
 * Derived from the VIN, so every seed tells the same story.
 */
import type { DemoListing } from './demoListings.ts';
import { hashOf } from './photos/look.ts';

export interface PriceCut {
  /** What the car was first listed at; the cut takes it to the listing's `price`. */
  listedPrice: number;
  /** When the cut was made, in days before the seed runs: after the listing, before today. */
  cutDaysAgo: number;
}

const ONE_IN = 7;
/** Cuts of 2 to 8 % of the price, rounded to $250 as sellers price cars. */
const SHARES = [0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08];
const ROUND_TO = 250;

export function priceCutOf(listing: DemoListing): PriceCut | undefined {
  if (listing.status !== 'approved' || listing.listedDaysAgo < 2) return undefined;
  const hash = hashOf(`${listing.vin}:price-cut`);
  if (hash % ONE_IN !== 0) return undefined;
  const share = SHARES[Math.floor(hash / ONE_IN) % SHARES.length]!;
  const listedPrice = Math.ceil((listing.price * (1 + share)) / ROUND_TO) * ROUND_TO;
  const cutDaysAgo = 1 + (Math.floor(hash / (ONE_IN * SHARES.length)) % Math.floor(listing.listedDaysAgo - 1));
  return { listedPrice, cutDaysAgo };
}
