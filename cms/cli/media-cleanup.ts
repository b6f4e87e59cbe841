/**
 * `npm run media:cleanup [-- --older-than-hours 24]`: removes uploaded photos that no listing uses, as the server
 * does every hour.
 */
import { UNUSED_PHOTO_GRACE_HOURS, removeUnusedPhotos } from '../payload/collections/Media/unusedPhotos.ts';
import { log, startRuntime } from '../runtime.ts';
import { namedArgs } from './args.ts';

const { 'older-than-hours': hoursArg } = namedArgs(['older-than-hours']);
const hours = hoursArg === undefined ? UNUSED_PHOTO_GRACE_HOURS : Number(hoursArg);
if (!Number.isFinite(hours) || hours < 0) {
  console.error('--older-than-hours must be a number of hours, 0 or more');
  process.exit(2);
}
const runtime = await startRuntime();
const removed = await removeUnusedPhotos(runtime.payload, hours);
log(`Removed ${removed} photo${removed === 1 ? '' : 's'} no listing uses (uploaded more than ${hours} h ago)`);
await runtime.close();
process.exit(0);
