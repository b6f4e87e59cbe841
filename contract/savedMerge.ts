/** The body of POST /api/user/saved/merge, apart from savedVehicles.ts so that the storefront's shell needs no zod. */
import { z } from 'zod';
import { savedListRules } from './savedVehicles.ts';

/** POST /api/user/saved/merge: a browser's saved ids, newest first. */
export const savedMergeRequestSchema = z.strictObject({
  ids: z
    .array(
      z
        .number({ error: 'Each id must be a vehicle id (a number)' })
        .int('Each id must be a whole number')
        .positive('Each id must be positive')
        .max(2_147_483_647, 'The vehicle id is too large'),
      { error: 'ids must be a list of vehicle ids' },
    )
    .max(savedListRules.maxMerge, `At most ${savedListRules.maxMerge} ids`),
});
export type SavedMergeRequest = z.infer<typeof savedMergeRequestSchema>;
