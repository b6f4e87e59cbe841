/**
 * Market values re-estimated from every listing (cms/payload/collections/Vehicles/marketValues.ts): the slopes follow
 * the market, values written outside Payload's hooks (a restore, a bulk import, the first start after the
 * migration) are filled in, and rows a change's refresh skipped while another transaction held them catch up.
 */
import { refreshAllMarketValues } from '../payload/collections/Vehicles/marketValues.ts';
import type { HousekeepingTask } from './task.ts';

export const marketValues: HousekeepingTask = {
  name: 'market values',
  run: (payload) => refreshAllMarketValues(payload),
};
