/**
 * A listing's price over time, as buyers see it: every public price with when it took effect, the latest drop
 * while it is recent, and how long the car has been on the market.
 */
import { formatPrice } from './format.ts';

/** A public price and the moment it took effect (ISO 8601). */
export interface PricePoint {
  price: number;
  at: string;
}

/** The latest cut of the public price, while it is recent: how much, and when. */
export interface PriceDrop {
  amount: number;
  at: string;
}

export const priceDropRules = {
  /** A drop shows on cards, and counts for 'Price drops only', for this many days. */
  recentDays: 30,
  /** Smaller cuts are rounding, not news: they record history but show no badge. */
  minimumAmount: 100,
} as const;

/** GET /api/vehicles/{id}/price-history: the public prices, oldest first, and days on market while listed. */
export interface PriceHistory {
  points: PricePoint[];
  /** Whole days since the listing first went public; null once it is off the market (sold). */
  daysOnMarket: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A drop as stored on a listing, when buyers are shown it: large enough, recent, and the car still for sale. */
export function shownPriceDrop(
  drop: { amount: number | null; at: Date | null; onMarket: boolean },
  now = new Date(),
): PriceDrop | null {
  if (!drop.onMarket || drop.amount === null || drop.at === null) return null;
  if (drop.amount < priceDropRules.minimumAmount) return null;
  if (now.getTime() - drop.at.getTime() > priceDropRules.recentDays * DAY_MS) return null;
  return { amount: drop.amount, at: drop.at.toISOString() };
}

/** Whole days from `since` to `now`. */
export function daysBetween(since: Date, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

/** '$1,500 price drop'. */
export function priceDropLabel(drop: PriceDrop): string {
  return `${formatPrice(drop.amount)} price drop`;
}

/** 'Listed today', '1 day on market', '23 days on market'. */
export function daysOnMarketLabel(days: number): string {
  if (days < 1) return 'Listed today';
  return `${days} ${days === 1 ? 'day' : 'days'} on market`;
}
