/** A detail read by a stranger counts one view, in a single atomic UPDATE (no read-modify-write race). */
import type { Payload } from 'payload';
import { poolOf } from '../db/pool.ts';

export async function countView(payload: Payload, vehicleId: number): Promise<number | undefined> {
  const result = await poolOf(payload).query<{ views: number }>(
    'update vehicles set views = views + 1 where id = $1 returning views',
    [vehicleId],
  );
  return result.rows[0]?.views;
}
