/**
 * Turns a search filter value into what listings store. The search lists and the listing form's
 * enumerations differ ('SUV' vs 'suv', 'Sedan' vs 'sedan' and '4-door-sedan'); either spelling is accepted, and the
 * catalogue (contract/catalog/searchFilters.ts) says which stored values an option stands for.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import {
  searchBodyTypes,
  searchColors,
  searchConditions,
  searchDrivetrains,
  searchFeatureIndex,
  searchFuelTypes,
  searchTransmissions,
  storedValuesFor,
  type SearchOption,
} from '../../../contract/catalog/searchFilters.ts';
import { InvalidInputError } from '../errors.ts';

const optionsByFilter: Record<string, readonly SearchOption[]> = {
  condition: searchConditions,
  bodyType: searchBodyTypes,
  fuelType: searchFuelTypes,
  transmission: searchTransmissions,
  drivetrain: searchDrivetrains,
};
export type EnumFilter = 'condition' | 'bodyType' | 'fuelType' | 'transmission' | 'drivetrain';

/** The stored values a filter value matches; undefined when the filter is absent; a 400 for an unknown value. */
export function storedValues(kind: EnumFilter, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const options = optionsByFilter[kind];
  const stored = storedValuesFor(options, value);
  if (stored) return [...stored];
  const choices = options.map((option) => option.label).join(', ');
  throw new InvalidInputError(`${kind}: unknown value "${value}"; use one of ${choices}`, [
    { path: kind, message: `Unknown ${kind}` },
  ]);
}

const namedColors: Record<string, string> = {
  black: 'black',
  white: 'white',
  silver: 'silver',
  gray: 'gr[ae]y',
  grey: 'gr[ae]y',
  red: 'red',
  blue: 'blue',
  green: 'green',
  brown: 'brown',
  beige: 'beige',
};
const anyNamedColor = `\\m(${[...new Set(Object.values(namedColors))].join('|')})\\M`;

/**
 * The place among searchColors of the colour a filter value names (colorCondition matches the same listings for
 * both), or -1 for a word none of them is.
 */
export function searchColorIndex(value: string): number {
  const key = value.trim().toLowerCase();
  return searchColors.findIndex((color) => {
    const named = color.toLowerCase();
    return named === key || (namedColors[named] !== undefined && namedColors[named] === namedColors[key]);
  });
}

/** Colours are free text ('Black Sapphire Metallic'): a named colour matches as a word; 'Other' is none of them. */
export function colorCondition(column: SQL, value: string): SQL {
  const key = value.trim().toLowerCase();
  if (key === 'other') return sql`(${column} is null or ${column} !~* ${anyNamedColor})`;
  const pattern = namedColors[key]
    ? `\\m${namedColors[key]}\\M`
    : `\\m${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\M`;
  return sql`${column} ~* ${pattern}`;
}

/** The bits of `feature_bits` that stand for the search features among `features` (0 if there are none). */
export function featureMask(features: readonly string[]): bigint {
  let mask = 0n;
  for (const feature of features) {
    const index = searchFeatureIndex(feature);
    if (index >= 0) mask |= 1n << BigInt(index);
  }
  return mask;
}

/**
 * A listing must have every feature. Search features ('Bluetooth', or any spelling the catalogue lists for it) are
 * bits of `feature_bits`, all checked at once by one mask, which the index of approved listings carries; a seller's
 * own feature is matched in the stored list, ignoring case.
 */
export function featureConditions(features: readonly string[]): SQL[] {
  const own = features
    .filter((feature) => searchFeatureIndex(feature) < 0)
    .map(
      (feature) =>
        sql`exists (select 1 from jsonb_array_elements_text(v.features) as f(name) where lower(f.name) = lower(${feature}))`,
    );
  const mask = featureMask(features);
  if (!mask) return own;
  return [hasFeatureBits(sql`v.feature_bits`, mask), ...own];
}

/** `bits` (a listing's feature_bits, or a kept value of them) has every feature of the mask. */
export function hasFeatureBits(bits: SQL, mask: bigint): SQL {
  return sql`(${bits}::bigint & ${String(mask)}::bigint) = ${String(mask)}::bigint`;
}

/** Whether every feature chosen is a search feature, so its bits alone say whether a listing has it. */
export const allSearchFeatures = (features: readonly string[]) =>
  features.every((feature) => searchFeatureIndex(feature) >= 0);
