/**
 * The filters a count from the held listings (facetIndex.ts) can apply: those that keep a set of one held facet's
 * keys, and price, year and mileage bounds, as the WHERE of filterConditions.ts keeps those listings. A make or a
 * model is compared in lower case as PostgreSQL's lower() does, which for ASCII is JavaScript's; other text goes to
 * the database.
 */
import type { SearchParams } from '../../../contract/search.ts';
import type { HeldAmount, HeldFilter } from './facetIndex.ts';
import type { FilterGroup, FilterSet } from './filterConditions.ts';
import { searchColorIndex, storedValues, type EnumFilter } from './filterValues.ts';

const ASCII = /^[\x20-\x7e]*$/;

function sameText(facet: 'make' | 'model', value: string | undefined): HeldFilter | undefined {
  if (value === undefined || !ASCII.test(value)) return undefined;
  const lower = value.toLowerCase();
  return { facet, id: lower, keeps: (_key, derived) => derived === lower };
}

function anyOf(group: EnumFilter, value: string | undefined): HeldFilter | undefined {
  const stored = storedValues(group, value);
  if (!stored) return undefined;
  return { facet: group, id: stored.join(','), keeps: (key) => stored.includes(String(key)) };
}

function namedColor(value: string | undefined): HeldFilter | undefined {
  const bit = value === undefined ? -1 : searchColorIndex(value);
  if (bit < 0) return undefined;
  return { facet: 'exteriorColor', id: String(bit), keeps: (_key, derived) => ((Number(derived) >> bit) & 1) === 1 };
}

/** The filters that bound a held amount, each with the search parameters of its two ends. */
export const boundParams = {
  price: ['minPrice', 'maxPrice'],
  year: ['minYear', 'maxYear'],
  mileage: ['minMileage', 'maxMileage'],
} as const satisfies Record<HeldAmount, readonly [keyof SearchParams, keyof SearchParams]>;

/** Whether a filter bounds a held amount. */
export const isHeldBound = (group: FilterGroup): group is HeldAmount => Object.hasOwn(boundParams, group);

function heldFilter(group: FilterGroup, filters: SearchParams): HeldFilter | undefined {
  if (isHeldBound(group)) {
    const [min, max] = boundParams[group];
    return { amount: group, min: filters[min], max: filters[max] };
  }
  switch (group) {
    case 'make':
      return sameText('make', filters.make);
    case 'model':
      return sameText('model', filters.model);
    case 'bodyType':
    case 'fuelType':
    case 'transmission':
    case 'drivetrain':
    case 'condition':
      return anyOf(group, filters[group]);
    case 'exteriorColor':
      return namedColor(filters.exteriorColor);
    default:
      return undefined;
  }
}

/**
 * The held filters for the chosen `groups` of a set, or undefined when one of them cannot be held (search features
 * are the mask, not a filter here).
 */
export function heldFilters(set: FilterSet, filters: SearchParams, groups: FilterGroup[]): HeldFilter[] | undefined {
  const held: HeldFilter[] = [];
  for (const group of groups) {
    if (group === 'features') {
      if (!set.kept.features) return undefined;
      continue;
    }
    const filter = heldFilter(group, filters);
    if (!filter) return undefined;
    held.push(filter);
  }
  return held;
}
