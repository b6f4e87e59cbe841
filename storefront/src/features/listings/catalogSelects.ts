/**
 * The form's dependent selects: make → model → trim from the static catalogue. Choosing a make
 * clears model, trim and body type; choosing a model clears trim and body type.
 */
import { modelsOf, trimsOf } from '@contract/catalog/catalogQueries';
import { derivedTrimNames, type DerivedMake } from '@contract/catalog/derivedTrims';
import type { ListingFormValues } from './listingFormValues';

export function withMake(values: ListingFormValues, make: string): ListingFormValues {
  if (make === values.make) return values;
  return { ...values, make, model: '', trim: '', bodyType: '' };
}

export function withModel(values: ListingFormValues, model: string): ListingFormValues {
  if (model === values.model) return values;
  return { ...values, model, trim: '', bodyType: '' };
}

/**
 * A list of choices that also holds the current value when the catalogue does not (a decoded VIN's model name,
 * an older listing's trim), so a select never silently shows something other than the stored value.
 */
export function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

export function modelChoices(make: string, current: string): string[] {
  return make ? withCurrent(modelsOf(make), current) : [];
}

export function trimChoices(make: string, model: string, current: string): string[] {
  return make && model
    ? withCurrent(
        trimsOf(make, model).map((trim) => trim.name),
        current,
      )
    : [];
}

/**
 * For a model the hand-written catalogue lists no trims of: vPIC's trim names to suggest, of the chosen model year
 * when vPIC lists any for it (it has gaps), else of every year. Only suggestions: vPIC misses some trims.
 */
export function trimSuggestions(model: string, year: string, derived: DerivedMake | undefined): string[] {
  const inYear = year ? derivedTrimNames(derived, model, Number(year)) : [];
  return inYear.length > 0 ? inYear : derivedTrimNames(derived, model);
}
