/**
 * Lookups in one make's derived trims (contract/catalog/derived/, from NHTSA vPIC): the trim names of a model,
 * in a model year or in any, and a trim's specs. The hand-written catalogue (models/) wins wherever it has the
 * model's trims; these fill the models it does not cover.
 */
import { agreedSpecs } from './catalogQueries.ts';
import { nameKey } from './nameKey.ts';
import type { DerivedTrim, Specs } from './types.ts';

/** The file (and chunk) name of a make's derived trims: 'Land Rover' -> landRover (derived/landRover.ts). */
export const derivedModuleName = (make: string): string =>
  make
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** One make's derived models, looked up by form model name. */
export type DerivedMake = Readonly<Record<string, readonly DerivedTrim[] | undefined>>;

function entriesOf(derived: DerivedMake | undefined, model: string): readonly DerivedTrim[] {
  if (!derived) return [];
  const key = nameKey(model);
  const name = Object.keys(derived).find((candidate) => nameKey(candidate) === key);
  return name ? (derived[name] ?? []) : [];
}

const sold = (year: number | undefined) => (entry: DerivedTrim) =>
  year === undefined || (entry.from <= year && year <= entry.to);

/** The model's trim names (of that model year when given), in catalogue order, each once. */
export function derivedTrimNames(derived: DerivedMake | undefined, model: string, year?: number): string[] {
  return [
    ...new Set(
      entriesOf(derived, model)
        .filter(sold(year))
        .map((entry) => entry.name),
    ),
  ];
}

/** A trim's specs in that model year; without a year (or with one vPIC has no entry for), what all its years agree on. */
export function derivedTrimSpecs(
  derived: DerivedMake | undefined,
  model: string,
  trim: string,
  year?: number,
): Specs | undefined {
  const key = nameKey(trim);
  const entries = entriesOf(derived, model).filter((entry) => nameKey(entry.name) === key);
  if (entries.length === 0) return undefined;
  const inYear = entries.filter(sold(year));
  return agreedSpecs(inYear.length > 0 ? inYear : entries);
}
