/**
 * Marks of counted views (cms/vehicles/viewCounter.ts) older than two days: a mark only stops a second view of the
 * same day, and the two days cover a flush written after midnight and servers whose clocks differ a little.
 */
import { deleteRowsTask } from './task.ts';

export const VIEW_MARK_DAYS = 2;

export const oldViewMarks = deleteRowsTask(
  'old view marks',
  "delete from view_marks where day < (now() at time zone 'UTC')::date - $1::int",
  [VIEW_MARK_DAYS],
);
