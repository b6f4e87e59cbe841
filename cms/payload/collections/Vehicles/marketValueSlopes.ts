/**
 * The slopes of the market value's log-price model: how ln(price) moves with model year and with mileage, estimated
 * from the variation within each model (fixed effects), per body class, each shrunk toward what it knows without its
 * data: the market's slopes toward the prior of contract/deals.ts, a body class's toward the market's. Ridge-style:
 * the prior weighs as `priorListings` listings of typical spread, so thin data leans on it and rich data does not.
 */
import { marketValueRules as rules } from '../../../../contract/deals.ts';

/** The body class of listings whose body type is not known. */
export const NO_CLASS = '';
/** The key of the market-wide slopes: they are also the slopes of listings without a body class. */
export const MARKET = NO_CLASS;

/**
 * One body class's cross-products of y (model year), x (10,000 miles) and z (ln price), each taken around its own
 * model's means and summed over the class's models: the normal equations of the fixed-effects fit.
 */
export interface WithinSums {
  bodyClass: string;
  yy: number;
  xx: number;
  xy: number;
  yz: number;
  xz: number;
}

export interface Slopes {
  perYear: number;
  per10kMiles: number;
}

export interface ClassSlopes extends Slopes {
  bodyClass: string;
}

export const priorSlopes: Slopes = { perYear: rules.priorPerYear, per10kMiles: rules.priorPer10kMiles };

const yearWeight = rules.priorListings * rules.priorYearSpread ** 2;
const mileageWeight = rules.priorListings * (rules.priorMileageSpread / 10_000) ** 2;

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/** Solves (S + K) b = s + K toward for the two slopes, K the prior's weights; clamped to the rules' bounds. */
export function shrunkSlopes(sums: Omit<WithinSums, 'bodyClass'>, toward: Slopes): Slopes {
  const a = sums.yy + yearWeight;
  const d = sums.xx + mileageWeight;
  const b = sums.xy;
  const ry = sums.yz + yearWeight * toward.perYear;
  const rx = sums.xz + mileageWeight * toward.per10kMiles;
  // S is positive semi-definite and K positive: the determinant is never 0.
  const determinant = a * d - b * b;
  return {
    perYear: clamp((d * ry - b * rx) / determinant, rules.perYear),
    per10kMiles: clamp((a * rx - b * ry) / determinant, rules.per10kMiles),
  };
}

/** The market's slopes (key MARKET) and each body class's. */
export function estimateSlopes(classes: readonly WithinSums[]): ClassSlopes[] {
  const total = { yy: 0, xx: 0, xy: 0, yz: 0, xz: 0 };
  for (const sums of classes) for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += sums[key];
  const market = shrunkSlopes(total, priorSlopes);
  const perClass = classes
    .filter((sums) => sums.bodyClass !== NO_CLASS)
    .map((sums) => ({ bodyClass: sums.bodyClass, ...shrunkSlopes(sums, market) }));
  return [{ bodyClass: MARKET, ...market }, ...perClass];
}
