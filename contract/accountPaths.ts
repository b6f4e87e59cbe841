/**
 * The storefront pages of an account: the emailed links open the first three (`?token=`). Apart from account.ts's
 * schemas, so the route list and the header carry these few strings without them.
 */
export const accountPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  account: '/account',
} as const;
