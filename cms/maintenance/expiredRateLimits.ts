/**
 * Rate-limit counters whose window has passed. A passed window is started anew on the next hit
 * (cms/security/rateLimit.ts), so deleting its row changes nothing; kept, one row per address and email ever seen
 * would pile up. A row is deleted once the longest window a limit may have has passed since it started.
 */
import { LONGEST_WINDOW_SECONDS } from '../http/security/rateLimit.ts';
import { deleteRowsTask } from './task.ts';

export const expiredRateLimits = deleteRowsTask(
  'expired rate limits',
  'delete from rate_limits where window_start < now() - make_interval(secs => $1)',
  [LONGEST_WINDOW_SECONDS],
);
