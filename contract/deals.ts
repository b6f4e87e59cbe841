/**
 * Market value and deal rating: each approved listing valued from the other approved listings of its model (or, with
 * too few of them, of its make and body type), adjusted for model year and mileage by a log-price model fitted on the
 * listings; rated by its price against that value. The server computes them in SQL
 * (cms/payload/collections/Vehicles/marketValues.ts); these are its rules and the words the screens show.
 */
import { searchBodyTypes } from './catalog/searchFilters.ts';
import { formatCount, formatPrice } from './format.ts';

export const dealRatings = ['great', 'good', 'fair', 'high'] as const;
export type DealRating = (typeof dealRatings)[number];

export const dealRatingLabels: Record<DealRating, string> = {
  great: 'Great Deal',
  good: 'Good Deal',
  fair: 'Fair Price',
  high: 'High Price',
};

/** What a value was estimated from: the listing's model, or its make and body type (its segment). */
export const marketValueBases = ['model', 'segment'] as const;
export type MarketValueBasis = (typeof marketValueBases)[number];

export const marketValueRules = {
  /** A model's own level needs at least this many other approved listings of the model. */
  minModelComparables: 3,
  /** Else the segment's level, from at least this many other approved listings of the make and body type. */
  minSegmentComparables: 5,
  /**
   * Values and ranges are kept to 3 significant figures ($46,300; $128,000), as precise as the estimate is: a change
   * in a model moves its values by little, so it rewrites the few that cross a step, whatever the model's size.
   */
  valueDigits: 3,
  /** The smallest value: below it a listing's price is not a car's. */
  minValue: 100,
  /**
   * Comparables are counted exactly below this, and to 2 significant figures from it ('about 2,100'): each new
   * listing of a large model would otherwise rewrite every listing of it.
   */
  exactComparablesBelow: 100,
  comparablesDigits: 2,
  /** The range holds the middle 80 % of prices a car like this is listed at (normal quantile of 0.9). */
  rangeZ: 1.2816,
  /**
   * Prior slopes of ln(price): a model year newer, and 10,000 miles more. Together about 15 % a year at 13,500
   * miles a year, the usual rule of thumb for used cars (decisions.md, "Market value").
   */
  priorPerYear: 0.12,
  priorPer10kMiles: -0.03,
  /**
   * The prior weighs as much as this many listings spread within their model as a typical model's are (3 years,
   * 30,000 miles): body types and the market with far more listings follow their data.
   */
  priorListings: 20,
  priorYearSpread: 3,
  priorMileageSpread: 30_000,
  /** Bounds of the slopes: never cheaper when newer or with fewer miles, never more than 30 % a year. */
  perYear: { min: 0, max: 0.3 },
  per10kMiles: { min: -0.15, max: 0 },
  /** Prior standard deviation of ln(price) around a level, and how many listings it weighs as. */
  priorSpread: 0.15,
  priorSpreadListings: 4,
  /** Price as a share of the market value, at most: great, good, fair; above fair is high. */
  greatAtMost: 0.9,
  goodAtMost: 0.97,
  fairAtMost: 1.05,
} as const;

/** The rating bands, best first: a price at most `atMost` times the value gets `rating`; above the last is high. */
export const ratingBands: readonly { rating: Exclude<DealRating, 'high'>; atMost: number }[] = [
  { rating: 'great', atMost: marketValueRules.greatAtMost },
  { rating: 'good', atMost: marketValueRules.goodAtMost },
  { rating: 'fair', atMost: marketValueRules.fairAtMost },
];

/** The rating a price would get against a market value (the SQL of the refresh rates by the same bands). */
export function ratingAt(price: number, marketValue: number): DealRating {
  return ratingBands.find((band) => price <= marketValue * band.atMost)?.rating ?? 'high';
}

export interface RatedDeal {
  rating: DealRating;
  /** Our market value of the listing, in dollars. */
  marketValue: number;
  /** The range a car like this is listed at (the middle 80 %), in dollars. */
  low: number;
  high: number;
  /** How many other approved listings the value was estimated from (rounded from `exactComparablesBelow` on). */
  comparables: number;
  basis: MarketValueBasis;
  /** Market value minus price: positive when the listing is priced below the value. */
  belowValue: number;
}

/** An approved listing with too few similar ones to value it. */
export interface UnratedDeal {
  rating: null;
}

export type Deal = RatedDeal | UnratedDeal;

/** The car a deal belongs to, as much as its explanation names. */
export interface DealCar {
  make: string;
  bodyType: string | null;
}

export const NOT_ENOUGH_DATA = 'Not enough similar listings to estimate a market value yet';

/** The segment's body class: search's grouping ('4-door-sedan' is a sedan), by its label; null when unknown. */
export function bodyClassOf(bodyType: string | null | undefined): string | null {
  return searchBodyTypes.find((option) => option.matches.some((value) => value === bodyType))?.label ?? null;
}

/** 'Porsche SUVs', 'BMW sedans'; 'Porsche listings' without a body type. */
export function segmentName({ make, bodyType }: DealCar): string {
  const bodyClass = bodyClassOf(bodyType);
  if (!bodyClass) return `${make} listings`;
  return `${make} ${bodyClass === bodyClass.toUpperCase() ? bodyClass : bodyClass.toLowerCase()}s`;
}

/**
 * The deal in words: '$2,100 below our market value of $46,300, from 37 similar listings' ('above'; 'At our market
 * value...' when equal; 'from 12 similar Porsche SUVs' from the segment; 'from about 2,100' for a rounded count),
 * or that there is too little to go on.
 */
export function dealSummary(deal: Deal, car: DealCar): string {
  if (deal.rating === null) return NOT_ENOUGH_DATA;
  const similar = deal.basis === 'segment' ? segmentName(car) : 'listings';
  const about = deal.comparables >= marketValueRules.exactComparablesBelow ? 'about ' : '';
  const value = `our market value of ${formatPrice(deal.marketValue)}, from ${about}${formatCount(deal.comparables)} similar ${similar}`;
  const difference = Math.round(deal.belowValue);
  if (difference === 0) return `At ${value}`;
  return `${formatPrice(Math.abs(difference))} ${difference > 0 ? 'below' : 'above'} ${value}`;
}
