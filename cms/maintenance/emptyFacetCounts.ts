/**
 * Kept facet counts (vehicle_value_counts, per make vehicle_make_value_counts, per make and body type
 * vehicle_make_body_value_counts, per make, year and step of price vehicle_make_price_steps) of values no public
 * listing has any more: a price a car was cut from, a make whose last car sold; and kept words (vehicle_word_counts)
 * no public listing's text has any more. The sidebar skips a count of 0, but every pass over its column would still
 * read it, and prices alone would pile up one row per price ever asked. A count that a change raises meanwhile is
 * kept: it is locked and re-checked first.
 */
import { deleteRowsTask } from './task.ts';

/**
 * Rows locked in key order, as the triggers upsert them (a delete in the table's order could deadlock with a change
 * raising two of them); a row a change holds is left for the next run.
 */
const deleteEmpty = (table: string, key: string) =>
  `delete from ${table} where listings = 0 and (${key}) in (
    select ${key} from ${table} where listings = 0 order by ${key} for update skip locked)`;

export const emptyFacetCounts = deleteRowsTask(
  'empty facet counts',
  deleteEmpty('vehicle_value_counts', 'status, column_name, value'),
  [],
);

/** The same of the counts kept per make (vehicle_make_value_counts). */
export const emptyMakeFacetCounts = deleteRowsTask(
  'empty facet counts per make',
  deleteEmpty('vehicle_make_value_counts', 'status, column_name, value, make'),
  [],
);

/** The same of the counts kept per make and body type (vehicle_make_body_value_counts). */
export const emptyMakeBodyFacetCounts = deleteRowsTask(
  'empty facet counts per make and body type',
  deleteEmpty('vehicle_make_body_value_counts', 'status, column_name, value, make, body_type'),
  [],
);

/** The same of the listings kept per make, year and step of price (vehicle_make_price_steps). */
export const emptyMakePriceSteps = deleteRowsTask(
  'empty price steps per make',
  deleteEmpty('vehicle_make_price_steps', 'status, make, year, price_step'),
  [],
);

/** The same of the words kept (vehicle_word_counts): a word a seller edited out. */
export const emptyWordCounts = deleteRowsTask(
  'empty word counts',
  deleteEmpty('vehicle_word_counts', 'status, word'),
  [],
);
