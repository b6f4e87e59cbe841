/**
 * The filter sidebar's options with their facet counts ('BMW (1,204)'): options no listing has are left out, the
 * one the user chose stays (with its count, 0 if none), and before the counts arrive every option shows without one.
 */
import type { BandCount, FacetCount } from '@contract/facets';
import { formatCount } from '@contract/format';
import type { Choice } from './filterOptions';

export const withCount = (label: string, count: number): string => `${label} (${formatCount(count)})`;

/** A lookup of counts by value, in any case ('bmw' and 'BMW' are one make). */
function countsByValue(counts: FacetCount[]): (value: string) => number {
  const byKey = new Map<string, number>();
  for (const { value, count } of counts) byKey.set(value.toLowerCase(), (byKey.get(value.toLowerCase()) ?? 0) + count);
  return (value) => byKey.get(value.toLowerCase()) ?? 0;
}

/**
 * `counts` undefined: not known yet (loading, or the count request failed), so every option shows, without a count.
 * `matchesOf` names the stored values an option stands for when it is more than its own (Mercedes-Benz counts
 * Maybach listings too, as the search finds them).
 */
export function countedChoices(
  choices: Choice[],
  counts: FacetCount[] | undefined,
  current: string,
  matchesOf?: (value: string) => readonly string[],
): Choice[] {
  if (!counts) return choices;
  const countOf = countsByValue(counts);
  const total = (value: string) => (matchesOf?.(value) ?? [value]).reduce((sum, stored) => sum + countOf(stored), 0);
  const chosen = current.toLowerCase();
  const known = choices.some((choice) => choice.value.toLowerCase() === chosen);
  // A value from the URL the list does not hold (an old link) is still the user's choice.
  const all = current && !known ? [{ value: current, label: current }, ...choices] : choices;
  return all.flatMap((choice) => {
    const count = total(choice.value);
    const selected = choice.value.toLowerCase() === chosen;
    return count > 0 || selected ? [{ value: choice.value, label: withCount(choice.label, count) }] : [];
  });
}

/** Bands with listings, and the one the filters hold even when it has none. */
export function visibleBands(
  bands: BandCount[] | undefined,
  isSelected: (band: Omit<BandCount, 'count'>) => boolean,
  all: readonly Omit<BandCount, 'count'>[],
): BandCount[] {
  if (!bands) return [];
  return all.flatMap((band) => {
    const counted = bands.find((entry) => entry.label === band.label);
    if (counted && counted.count > 0) return [counted];
    return isSelected(band) ? [{ ...band, count: 0 }] : [];
  });
}
