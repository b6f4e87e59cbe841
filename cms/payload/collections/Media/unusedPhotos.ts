/**
 * Photos no listing uses, live or in a change held for review, and no account shows as its profile photo: uploads abandoned with their form (kept for a day,
 * so a seller can finish tomorrow), the photos of a deleted listing, and those only a rejected change named. Payload deletes each file and its variants wherever they are stored.
 */
import { NotFound, type Payload } from 'payload';
import { poolOf } from '../../../platform/db/pool.ts';
import { forEachId } from '../../oneAtATime.ts';

export const UNUSED_PHOTO_GRACE_HOURS = 24;
const BATCH = 200;

async function deleteMedia(payload: Payload, ids: number[]): Promise<number> {
  const deleted = await forEachId(ids, async (id) => {
    try {
      await payload.delete({ collection: 'media', id, overrideAccess: true, depth: 0 });
      return true;
    } catch (error) {
      // Gone since it was found (another cleanup, its listing's deletion): forEachId skips it.
      if (error instanceof NotFound) throw error;
      payload.logger.warn({ id, reason: (error as Error).message }, 'A photo could not be deleted');
      return false;
    }
  });
  return deleted.filter(Boolean).length;
}

/** Removes photos uploaded more than `graceHours` ago that no listing or profile names; returns how many. */
export async function removeUnusedPhotos(payload: Payload, graceHours = UNUSED_PHOTO_GRACE_HOURS): Promise<number> {
  let removed = 0;
  for (;;) {
    const { rows } = await poolOf(payload).query<{ id: number }>(
      `select m.id from media m
        where m.created_at < now() - make_interval(hours => $1)
          and (m.secure_url is null
               or (not exists (select 1 from vehicles v where v.images @> jsonb_build_array(m.secure_url))
                   and not exists (select 1 from _vehicles_v held
                                    where held.latest and held.version__status = 'draft'
                                      and held.version_images @> jsonb_build_array(m.secure_url))
                   and not exists (select 1 from users u where u.profile_image_url = m.secure_url)))
        order by m.id limit $2`,
      [graceHours, BATCH],
    );
    const deleted = await deleteMedia(payload, rows.map((row) => row.id));
    removed += deleted;
    // A batch that could not be deleted would come back forever: stop and let the next run try again.
    if (rows.length < BATCH || deleted === 0) return removed;
  }
}

/**
 * Removes the photos of a deleted listing that its owner uploaded and no other listing also shows; returns how
 * many. Only the owner's own uploads: whatever else the listing named is not the listing's to remove.
 */
export async function removeListingPhotos(payload: Payload, vehicleId: number, ownerId: number, images: unknown): Promise<number> {
  const addresses = Array.isArray(images) ? images.filter((image): image is string => typeof image === 'string') : [];
  if (addresses.length === 0) return 0;
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `select m.id from media m
      where m.secure_url = any($1::text[]) and m.owner_id = $3
        and not exists (select 1 from vehicles v where v.id <> $2 and v.images @> jsonb_build_array(m.secure_url))`,
    [addresses, vehicleId, ownerId],
  );
  return deleteMedia(payload, rows.map((row) => row.id));
}
