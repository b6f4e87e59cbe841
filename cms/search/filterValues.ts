/**
 * Turns a search filter value into what listings store. The search lists (spec section 3) and the listing form's
 * enumerations differ ('SUV' vs 'suv', 'Sedan' vs 'sedan' and '4-door-sedan'), so either spelling is accepted.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { bodyTypes, conditions, drivetrains, fuelTypes, transmissions } from '../../contract/catalog/listingOptions.ts';

const enumerations = { condition: conditions, bodyType: bodyTypes, fuelType: fuelTypes, transmission: transmissions, drivetrain: drivetrains };
export type EnumFilter = keyof typeof enumerations;

/** The stored values a filter value matches; undefined when the filter is absent, [] when it matches nothing. */
export function storedValues(kind: EnumFilter, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const wanted = value.trim().toLowerCase().replace(/\s+/g, '-');
  return (enumerations[kind] as readonly string[]).filter((stored) => stored === wanted);
}

const namedColors: Record<string, string> = {
  black: 'black', white: 'white', silver: 'silver', gray: 'gr[ae]y', grey: 'gr[ae]y', red: 'red', blue: 'blue',
  green: 'green', brown: 'brown', beige: 'beige',
};
const anyNamedColor = `\\m(${[...new Set(Object.values(namedColors))].join('|')})\\M`;

/** Colours are free text ('Black Sapphire Metallic'): a named colour matches as a word; 'Other' is none of them. */
export function colorCondition(column: SQL, value: string): SQL {
  const key = value.trim().toLowerCase();
  if (key === 'other') return sql`(${column} is null or ${column} !~* ${anyNamedColor})`;
  const pattern = namedColors[key] ? `\\m${namedColors[key]}\\M` : `\\m${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\M`;
  return sql`${column} ~* ${pattern}`;
}

/** A listing must have every requested feature (case-insensitive). */
export function featureCondition(feature: string): SQL {
  return sql`exists (select 1 from jsonb_array_elements_text(v.features) as f(name) where lower(f.name) = lower(${feature}))`;
}
