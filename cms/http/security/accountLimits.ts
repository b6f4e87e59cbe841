/**
 * Limits of the account calls. Emails cost the sender's reputation and flood an inbox; a stolen session must not
 * be a way to guess the password (the calls that ask for it share one budget per account).
 */
import type { RateLimit } from './rateLimit.ts';

const HOUR = 60 * 60;
const tryLater = 'Too many attempts. Please try again later.';

export const accountLimits = {
  forgotPerIp: { name: 'forgot:ip', max: 10, windowSeconds: HOUR, message: tryLater },
  /** Counted whether or not the address has an account, so the limit reveals nothing either. */
  forgotPerEmail: { name: 'forgot:email', max: 3, windowSeconds: HOUR, message: tryLater },
  /** Opening reset and verification links: tokens are unguessable, this keeps a script from trying. */
  linkPerIp: { name: 'account-link:ip', max: 30, windowSeconds: HOUR, message: tryLater },
  resendPerUser: { name: 'verify-resend:user', max: 5, windowSeconds: HOUR, message: tryLater },
  passwordProofPerUser: { name: 'password-proof:user', max: 10, windowSeconds: 15 * 60, message: tryLater },
  exportPerUser: { name: 'export:user', max: 10, windowSeconds: HOUR, message: tryLater },
} satisfies Record<string, RateLimit>;
