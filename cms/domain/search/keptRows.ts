/**
 * Which counts the database keeps (by triggers) can answer a count, given the filters left once those that leave out
 * no listing are set aside:
 * - none: vehicle_value_counts, per status, column and value;
 * - a make, with at most one other filter on a kept column: vehicle_make_value_counts, the same per make;
 * - one filter on a kept column: vehicle_value_counts for a total, and the make facet from vehicle_make_value_counts,
 *   the filter's values by make;
 * - a make and a body type, for the other facets: vehicle_make_body_value_counts, per make and body type.
 * Any other count reads the listings.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { writtenIn } from '../../platform/db/genericPlans.ts';
import { renderedOnce } from '../../platform/db/preparedSql.ts';
import { keyOf, type Facet } from './facet.ts';
import { statusCondition, type FilterGroup, type FilterSet, type KeptColumnFilter } from './filterConditions.ts';

type ColumnName = Facet['column']['name'] | KeptColumnFilter['column'] | NonNullable<Facet['keptKeys']>;

/**
 * The facets' columns whose counts per value vehicle_value_counts keeps (every facet's but the model's). It also
 * keeps filters that are no facet: deal ratings, feature combinations (`feature_bits`), and recent price drops per
 * day (keptTotal.ts). The migrations' vehicle_counted_values writes them; a test compares the two.
 */
export const keptColumns: ReadonlySet<ColumnName> = new Set<ColumnName>([
  'make',
  'body_type',
  'fuel_type',
  'transmission',
  'drivetrain',
  'condition',
  'exterior_color',
  'price',
  'year',
]);

/** The columns vehicle_make_value_counts keeps per make: the facets' but the make, deal ratings and the model. */
const keptUnderMake: ReadonlySet<ColumnName> = new Set<ColumnName>(
  [...keptColumns].filter((column) => column !== 'make').concat('model', 'deal_rating'),
);

/**
 * The columns vehicle_make_body_value_counts keeps per make and body type: the make's but the body type and deal
 * ratings (the price as its bands only).
 */
const keptUnderMakeAndBody: ReadonlySet<ColumnName> = new Set<ColumnName>(
  [...keptUnderMake].filter((column) => column !== 'body_type' && column !== 'deal_rating'),
);

/**
 * A kept value of a column: a number is read as kept as one (casting each of 4,600 prices from text cost most), and
 * a feature combination as the number its index holds.
 */
const keptValue = (column: ColumnName) =>
  sql.raw(column === 'price' || column === 'year' ? 'amount' : column === 'feature_bits' ? 'bits' : 'value');

/** Kept rows whose listings match the filters left, each as `table where ...`. */
export interface KeptRows {
  /** The rows a facet's counts add up, and the facet's key (keyOf) in them. */
  facet(facet: Facet): { rows: SQL; key: SQL };
  /** The rows whose listings add up to the total. */
  total: SQL;
}

const keptKeys = new WeakMap<Facet, SQL>();

/** A facet's key made of a kept value: the same in every sidebar, so rendered once. */
function keptKeyOf(facet: Facet): SQL {
  let key = keptKeys.get(facet);
  if (!key) {
    key = renderedOnce(keyOf(facet, keptValue(facet.column.name)));
    keptKeys.set(facet, key);
  }
  return key;
}

/** The kept rows that answer a count under the filters `left`, or undefined when the listings must be counted. */
export function keptRows(set: FilterSet, left: FilterGroup[], facets: Facet[] = []): KeptRows | undefined {
  const filters = left.map((group) => set.kept[group]);
  if (filters.some((filter) => !filter)) return undefined;
  const make = left.includes('make') ? set.kept.make : undefined;
  const others = left.filter((group) => group !== 'make').map((group) => set.kept[group]!);
  if (others.length > 1) return undefined;
  const [other] = others;
  // A filter not kept per make (feature combinations): no make's counts, nor the make facet, under it.
  const perMake = make !== undefined || facets.length > 0;
  if (other && perMake && !keptUnderMake.has(other.column)) return undefined;
  const rows = (table: string, column: ColumnName, conditions: SQL[]) =>
    sql`${sql.raw(table)} where ${sql.join(
      [statusCondition(set, sql`status`), sql`column_name = ${writtenIn(column)}`, ...conditions],
      sql` and `,
    )}`;
  /** Every facet's counts from one table's rows of the listings `conditions` picks, each in `columns`. */
  const facetsFrom = (table: string, columns: ReadonlySet<ColumnName>, conditions: SQL[]): KeptRows | undefined => {
    if (!facets.every((facet) => columns.has(facet.column.name))) return undefined;
    return {
      // Each listing is kept once under every column: the sum over any one column is how many there are.
      total: rows(table, 'year', conditions),
      facet: (facet) =>
        facet.keptKeys
          ? { rows: rows(table, facet.keptKeys, conditions), key: sql`value::int` }
          : { rows: rows(table, facet.column.name, conditions), key: keptKeyOf(facet) },
    };
  };
  const ofMake = make?.conditions(sql`make`) ?? [];
  if (!other) {
    return make
      ? facetsFrom('vehicle_make_value_counts', keptUnderMake, ofMake)
      : facetsFrom('vehicle_value_counts', keptColumns, []);
  }
  if (make && other.column === 'body_type' && facets.length) {
    return facetsFrom('vehicle_make_body_value_counts', keptUnderMakeAndBody, [
      ...ofMake,
      ...other.conditions(sql`body_type`),
    ]);
  }
  const table = make ? 'vehicle_make_value_counts' : 'vehicle_value_counts';
  const ofOther = other.conditions(keptValue(other.column));
  const total = rows(table, other.column, [...ofMake, ...ofOther]);
  // Under one other filter, the make facet alone: that filter's values, by make.
  if (facets.some((facet) => facet.column.name !== 'make') || (make && facets.length)) return undefined;
  const byMake = rows('vehicle_make_value_counts', other.column, ofOther);
  return { total, facet: () => ({ rows: byMake, key: sql`make` }) };
}
