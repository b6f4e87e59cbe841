/**
 * GET /api/vehicles/market-value: the market value of a car the seller is describing, valued as an approved
 * listing of it would be (contract/deals.ts), and the words the listing form shows with it.
 */
import { z } from 'zod';
import { bodyTypes, limits } from './catalog/listingOptions.ts';
import { dealRatingLabels, ratingAt, type DealRating, type RatedDeal } from './deals.ts';
import { formatPrice } from './format.ts';
import { yearProblem } from './listingRules.ts';
import { vehicleIdSchema } from './listings.ts';

/** '18,500' and ' 2020 ' as numbers; anything else is left for the number check to refuse. */
function wholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d{1,12}$/.test(cleaned) ? Number(cleaned) : value;
}

/** '' means absent, as the form sends a field not chosen yet. */
const blankAbsent = (value: unknown) => (value === '' ? undefined : value);

const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const marketValueQuerySchema = z.object({
  make: name('make', 60),
  model: name('model', 80),
  year: z.preprocess(
    wholeNumber,
    z
      .number({ error: 'year must be a whole number' })
      .int('year must be a whole number')
      .superRefine((year, context) => {
        const problem = yearProblem(year);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  ),
  mileage: z.preprocess(
    wholeNumber,
    z
      .number({ error: 'mileage must be a whole number' })
      .int('mileage must be a whole number')
      .min(0, 'mileage cannot be negative')
      .max(limits.maxMileage, `mileage must be at most ${limits.maxMileage.toLocaleString('en-US')}`),
  ),
  bodyType: z.preprocess(
    blankAbsent,
    z.enum(bodyTypes, { error: `bodyType must be one of: ${bodyTypes.join(', ')}` }).optional(),
  ),
  /** The seller's own listing being edited: left out of its comparables (ignored when not the caller's). */
  listingId: z.preprocess(blankAbsent, vehicleIdSchema.optional()),
});

export type MarketValueQuery = z.output<typeof marketValueQuerySchema>;

/** The car's value, its 80 % range and what it was estimated from: a rated deal without a price. */
export type MarketValueGuidance = Omit<RatedDeal, 'rating' | 'belowValue'>;

/** Too few similar approved listings to value the car. */
export interface NoMarketValue {
  marketValue: null;
}

export type MarketValueAnswer = MarketValueGuidance | NoMarketValue;

export const NOT_ENOUGH_TO_SUGGEST = 'Not enough similar listings to suggest a price yet';

/** 'Similar cars are listed at $40,100–$53,400; our market value for yours is $46,300'. */
export function guidanceSummary(guidance: MarketValueGuidance): string {
  return `Similar cars are listed at ${formatPrice(guidance.low)}–${formatPrice(guidance.high)}; our market value for yours is ${formatPrice(guidance.marketValue)}`;
}

export interface PriceVerdict {
  rating: DealRating;
  label: string;
  /** '$2,100 below our market value', '$850 above our market value', 'At our market value'. */
  difference: string;
}

/** Where a price would sit against the value: the rating it would get and how far from the value it is. */
export function priceVerdict(price: number, marketValue: number): PriceVerdict {
  const rating = ratingAt(price, marketValue);
  const below = Math.round(marketValue - price);
  const difference =
    below === 0
      ? 'At our market value'
      : `${formatPrice(Math.abs(below))} ${below > 0 ? 'below' : 'above'} our market value`;
  return { rating, label: dealRatingLabels[rating], difference };
}
