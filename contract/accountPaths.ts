/**
 * The storefront pages of an account: the emailed links open the first three and the last (`?token=`). Apart from account.ts's
 * schemas, so the route list and the header carry these few strings without them.
 */
export const accountPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
  /** An alert email's unsubscribe link; works signed out. */
  unsubscribeAlerts: '/alerts/unsubscribe',
} as const;
