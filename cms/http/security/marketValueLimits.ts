/**
 * Limit of the listing form's price guidance: each call aggregates a model's (or segment's) listings in SQL. The
 * form asks once per pause in typing, far below this; a script asking for every car is stopped.
 */
import type { RateLimit } from './rateLimit.ts';

export const marketValueLimits = {
  perUser: {
    name: 'market-value:user',
    max: 120,
    windowSeconds: 10 * 60,
    message: 'Too many price checks. Please try again in a few minutes.',
  },
} satisfies Record<string, RateLimit>;
