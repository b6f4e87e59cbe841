/**
 * GET /api/vehicles/facets: with the search's parameters, how many listings each option of the filter sidebar
 * would find, each counted with its own filter left out. Options with no listing are left out.
 */
import { lastListingYear } from './catalog/listingOptions.ts';

export interface FacetCount {
  /** The value to put in the search parameter (a make, a search option's label, a colour). */
  value: string;
  count: number;
}

export interface BandCount {
  label: string;
  /** Inclusive bounds for minPrice/maxPrice or minYear/maxYear; absent at an open end. */
  min?: number;
  max?: number;
  count: number;
}

export interface FacetsResponse {
  /** Listings matching every filter, as the search's total. */
  total: number;
  facets: {
    make: FacetCount[];
    /** Only when a make is chosen. */
    model: FacetCount[];
    bodyType: FacetCount[];
    fuelType: FacetCount[];
    transmission: FacetCount[];
    drivetrain: FacetCount[];
    condition: FacetCount[];
    exteriorColor: FacetCount[];
    price: BandCount[];
    year: BandCount[];
  };
}

export const priceBands: readonly Omit<BandCount, 'count'>[] = [
  { label: 'Under $20,000', max: 19_999.99 },
  { label: '$20,000 - $40,000', min: 20_000, max: 39_999.99 },
  { label: '$40,000 - $60,000', min: 40_000, max: 59_999.99 },
  { label: '$60,000 - $80,000', min: 60_000, max: 79_999.99 },
  { label: '$80,000 - $100,000', min: 80_000, max: 99_999.99 },
  { label: '$100,000 - $150,000', min: 100_000, max: 149_999.99 },
  { label: '$150,000 and up', min: 150_000 },
];

/** Model-year bands counted back from next year's models: the newest three years, then five-year spans. */
export function yearBands(now: Date = new Date()): Omit<BandCount, 'count'>[] {
  const newest = lastListingYear(now);
  const bands: Omit<BandCount, 'count'>[] = [{ label: `${newest - 2} and newer`, min: newest - 2 }];
  for (let top = newest - 3; top > newest - 3 - 20; top -= 5)
    bands.push({ label: `${top - 4} - ${top}`, min: top - 4, max: top });
  const oldest = bands.at(-1)!.min! - 1;
  bands.push({ label: `${oldest} and older`, max: oldest });
  return bands;
}
