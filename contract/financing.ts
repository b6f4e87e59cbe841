import { z } from 'zod';
import { formatPrice } from './format.ts';

/**
 * A financing pre-qualification request: the buyer's bands, not exact figures, so the associate can suggest
 * lenders before any credit check. Stored as an enquiry marked as financing interest.
 */
export const incomeBands = [
  { value: 'under_40k', label: 'Under $40,000' },
  { value: '40k_70k', label: '$40,000 – $70,000' },
  { value: '70k_100k', label: '$70,000 – $100,000' },
  { value: '100k_150k', label: '$100,000 – $150,000' },
  { value: 'over_150k', label: 'Over $150,000' },
] as const;

export const creditBands = [
  { value: 'excellent', label: 'Excellent (720+)' },
  { value: 'good', label: 'Good (680–719)' },
  { value: 'fair', label: 'Fair (620–679)' },
  { value: 'rebuilding', label: 'Rebuilding (under 620)' },
  { value: 'unsure', label: "I'm not sure" },
] as const;

export type IncomeBand = (typeof incomeBands)[number]['value'];
export type CreditBand = (typeof creditBands)[number]['value'];

export const incomeBandValues = incomeBands.map((band) => band.value) as [IncomeBand, ...IncomeBand[]];
export const creditBandValues = creditBands.map((band) => band.value) as [CreditBand, ...CreditBand[]];

/** The largest down payment the form takes, in whole dollars. */
export const MAX_DOWN_PAYMENT = 5_000_000;

/** How people type money: "$12,500", "12500", " 12 500 " (a minus sign kept, to be refused as negative). */
function parseDollars(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.replace(/[\s$,]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value;
}

const bandError = (what: string) => ({ error: `Choose your ${what}` });

/** The answers of the financing page's pre-qualification form, sent as the `financing` of POST /api/contact. */
export const financingAnswersSchema = z.object({
  incomeBand: z.enum(incomeBandValues, bandError('yearly income')),
  creditBand: z.enum(creditBandValues, bandError('credit score range')),
  downPayment: z.preprocess(
    parseDollars,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'Enter your down payment ($0 if none)'
            : 'Enter an amount in dollars, such as 5000 or $5,000',
      })
      .int('Enter whole dollars')
      .min(0, 'Down payment cannot be negative')
      .max(MAX_DOWN_PAYMENT, `Down payment is at most ${formatPrice(MAX_DOWN_PAYMENT)}`),
  ),
});
export type FinancingAnswers = z.output<typeof financingAnswersSchema>;

export function incomeBandLabel(value: string | null | undefined): string | undefined {
  return incomeBands.find((band) => band.value === value)?.label;
}

export function creditBandLabel(value: string | null | undefined): string | undefined {
  return creditBands.find((band) => band.value === value)?.label;
}
