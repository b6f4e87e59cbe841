/**
 * Alert emails' unsubscribe link: accountPaths.unsubscribeAlerts (`/alerts/unsubscribe?token=`) on the storefront, which calls
 * GET /api/alerts/unsubscribe?token= (POST too, for mail clients' one-click unsubscribe). The token is signed by
 * the server and names what it stops; it works without signing in.
 */
import { z } from 'zod';

export const ALERT_TOKEN_MAX = 200;

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is missing' })
    .min(1, 'token is missing')
    .max(ALERT_TOKEN_MAX, 'This unsubscribe link is not valid'),
});

/** What a token stops: one saved search (paused), saved cars' price cuts, or every alert of the account. */
export type UnsubscribeScope = 'search' | 'savedCars' | 'all';

export interface UnsubscribeResult {
  scope: UnsubscribeScope;
  /** The human answer the page shows. */
  message: string;
}

export const unsubscribeMessages = {
  search: (name: string) => `You will no longer get alerts for '${name}'. You can resume them from your account.`,
  searchGone: 'This saved search no longer exists, so it sends no alerts.',
  savedCars: 'You will no longer get emails when your saved cars drop in price.',
  all: 'You will no longer get any alerts from us. You can turn them back on from your account.',
  invalid: 'This unsubscribe link is not valid',
} as const;
