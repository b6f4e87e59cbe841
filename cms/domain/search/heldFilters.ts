/**
 * The filters a count from the held listings (facetIndex.ts) can apply: those that keep a set of one held facet's
 * keys, and price, year and mileage bounds, as the WHERE of filterConditions.ts keeps those listings. A make or a
 * model is compared in lower case as PostgreSQL's lower() does, which for ASCII is JavaScript's; other text goes to
 * the database.
 */
import type { SearchParams } from '../../../contract/search.ts';
import type { BoundFilter, HeldAmount, HeldFilter } from './facetIndex.ts';
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

const bound = (amount: HeldAmount, min: number | undefined, max: number | undefined): BoundFilter => ({
  amount,
  min,
  max,
});

function heldFilter(group: FilterGroup, filters: SearchParams): HeldFilter | undefined {
  switch (group) {
    case 'price':
      return bound('price', filters.minPrice, filters.maxPrice);
    case 'year':
      return bound('year', filters.minYear, filters.maxYear);
    case 'mileage':
      return bound('mileage', filters.minMileage, filters.maxMileage);
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
