/**
 * The monthly payment estimate of the vehicle page, as the best marketplaces offer: a standard
 * amortised loan. Rates start at the lenders' "as low as" 3.75% APR.
 */
export const LOWEST_APR = 3.75;
export const MAX_APR = 36;
export const loanTerms = [36, 48, 60, 72, 84] as const;
export const DEFAULT_TERM = 60;
/** A fifth down is the usual advice for a car loan, and what lenders price best. */
export const DEFAULT_DOWN_SHARE = 0.2;

export interface PaymentInput {
  price: number;
  downPayment: number;
  /** Annual percentage rate, e.g. 3.75. */
  apr: number;
  months: number;
}

export interface PaymentEstimate {
  /** What is borrowed: price less down payment, never negative. */
  principal: number;
  monthly: number;
  totalInterest: number;
  totalCost: number;
}

const finite = (value: number, fallback = 0) => (Number.isFinite(value) ? value : fallback);

/**
 * Payment per month of a fixed-rate loan: P·r / (1 − (1 + r)^−n) with r the monthly rate; P / n at 0%.
 * Nonsense input (negative, NaN, a down payment above the price) gives a sensible figure, never NaN.
 */
export function estimatePayment({ price, downPayment, apr, months }: PaymentInput): PaymentEstimate {
  const safePrice = Math.max(0, finite(price));
  const principal = Math.max(0, safePrice - Math.max(0, finite(downPayment)));
  const n = Math.max(1, Math.round(finite(months, DEFAULT_TERM)));
  const rate = Math.min(MAX_APR, Math.max(0, finite(apr, LOWEST_APR))) / 100 / 12;
  const monthly = principal === 0 ? 0 : rate === 0 ? principal / n : (principal * rate) / (1 - (1 + rate) ** -n);
  const totalInterest = monthly * n - principal;
  return { principal, monthly, totalInterest, totalCost: safePrice - principal + monthly * n };
}
