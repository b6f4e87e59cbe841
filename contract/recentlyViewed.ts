/**
 * The body of POST /api/user/recently-viewed/merge, apart from recentlyViewedList.ts so that the storefront's home
 * page needs no zod.
 */
import { z } from 'zod';
import { recentlyViewedRules } from './recentlyViewedList.ts';
import { vehicleIdArraySchema } from './vehicleIdList.ts';

/** A browser's recently viewed ids, newest first. */
export const recentMergeRequestSchema = z.strictObject({
  ids: vehicleIdArraySchema({ max: recentlyViewedRules.max }),
});
export type RecentMergeRequest = z.infer<typeof recentMergeRequestSchema>;
