/** The body of POST /api/user/saved/merge, apart from savedVehicles.ts so that the storefront's shell needs no zod. */
import { z } from 'zod';
import { savedListRules } from './savedVehicles.ts';
import { vehicleIdArraySchema } from './vehicleIdList.ts';

/** POST /api/user/saved/merge: a browser's saved ids, newest first. */
export const savedMergeRequestSchema = z.strictObject({
  ids: vehicleIdArraySchema({ max: savedListRules.maxMerge }),
});
export type SavedMergeRequest = z.infer<typeof savedMergeRequestSchema>;
