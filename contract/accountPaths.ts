/**
 * The storefront pages of an account: the emailed links open the first three and the unsubscribe page (`?token=`).
 * Apart from account.ts's schemas, so the route list and the header carry these few strings without them.
 */

/** The account page's section of saved searches and alert settings, linked from 'Saved' and from alert emails. */
export const SAVED_SEARCHES_ANCHOR = 'saved-searches';

export const accountPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
  /** An alert email's unsubscribe link; works signed out. */
  unsubscribeAlerts: '/alerts/unsubscribe',
} as const;

/** The account page at its saved searches (not a route of its own). */
export const savedSearchesPath = `${accountPaths.account}#${SAVED_SEARCHES_ANCHOR}`;
