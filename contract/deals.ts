/**
 * Deal rating: how a listing's price compares with similar approved listings (same make and model, year within
 * one, mileage within a band), as the best car marketplaces show it. Rated only with enough comparables.
 */
export const dealRatings = ['great', 'good', 'fair', 'high'] as const;
export type DealRating = (typeof dealRatings)[number];

export const dealRatingLabels: Record<DealRating, string> = {
  great: 'Great Deal',
  good: 'Good Deal',
  fair: 'Fair Price',
  high: 'High Price',
};

export const dealRules = {
  /** Fewer similar listings than this: no rating. */
  minComparables: 5,
  /** Years either side of the listing's. */
  yearSpan: 1,
  /** Mileage band: within this many miles, or this share of the listing's mileage when that is more. */
  mileageMiles: 15_000,
  mileageShare: 0.3,
  /** Price as a share of the median, at most: great, good, fair; above fair is high. */
  greatAtMost: 0.9,
  goodAtMost: 0.97,
  fairAtMost: 1.05,
} as const;

export interface Deal {
  rating: DealRating;
  /** Median price of the similar listings, in dollars. */
  median: number;
  /** How many similar listings were compared. */
  comparables: number;
  /** Median minus price: positive when the listing is below the median. */
  belowMedian: number;
}

/** '$2,100 below the median of 14 similar listings' (or 'above'; 'at the median' when equal). */
export function dealSummary(deal: Deal): string {
  const amount = `$${Math.round(Math.abs(deal.belowMedian)).toLocaleString('en-US')}`;
  const of = `the median of ${deal.comparables} similar listings`;
  if (Math.round(deal.belowMedian) === 0) return `At ${of}`;
  return `${amount} ${deal.belowMedian > 0 ? 'below' : 'above'} ${of}`;
}
