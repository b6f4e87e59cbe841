/**
 * Kept facet counts (vehicle_value_counts, and per make vehicle_make_value_counts) of values no public listing has
 * any more: a price a car was cut from, a make whose last car sold. The sidebar skips a count of 0, but every pass
 * over its column would still read it, and prices alone would pile up one row per price ever asked. A count that a
 * change raises meanwhile is re-checked under its row lock, and kept.
 */
import { deleteRowsTask } from './task.ts';

export const emptyFacetCounts = deleteRowsTask(
  'empty facet counts',
  'delete from vehicle_value_counts where listings = 0',
  [],
);

/** The same of the counts kept per make (vehicle_make_value_counts). */
export const emptyMakeFacetCounts = deleteRowsTask(
  'empty facet counts per make',
  'delete from vehicle_make_value_counts where listings = 0',
  [],
);
