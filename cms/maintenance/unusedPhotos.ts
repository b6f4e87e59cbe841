/** Photos no listing uses, past their grace period (cms/media/unusedPhotos.ts; also `npm run media:cleanup`). */
import { removeUnusedPhotos } from '../payload/collections/Media/unusedPhotos.ts';
import type { HousekeepingTask } from './task.ts';

export const unusedPhotos: HousekeepingTask = { name: 'unused photos', run: (payload) => removeUnusedPhotos(payload) };
