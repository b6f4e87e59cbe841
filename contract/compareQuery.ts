/** The query string of GET /api/vehicles/compare: `ids`, 1 to COMPARE_MAX distinct vehicle ids. */
import { z } from 'zod';
import { COMPARE_MAX } from './compare.ts';
import { vehicleIdListSchema } from './vehicleIdList.ts';

export const compareQuerySchema = z.object({
  ids: vehicleIdListSchema({ min: 1, max: COMPARE_MAX, noun: 'ids to compare' }),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;
