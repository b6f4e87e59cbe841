/** GET /api/geo/zip/{zip}: the place a US ZIP code names, for the listing form's 'City, State'. */
import { z } from 'zod';
import { ZIP_CODE, ruleMessages } from './listingRules.ts';

export const zipPathSchema = z.string().regex(ZIP_CODE, ruleMessages.zipFormat);

export interface ZipPlace {
  zip: string;
  city: string;
  /** The two-letter USPS abbreviation ('CA'). */
  state: string;
}

/** 'Beverly Hills, CA': how the listing form's 'City, State' field reads a ZIP's place. */
export function cityState(place: Pick<ZipPlace, 'city' | 'state'>): string {
  return `${place.city}, ${place.state}`;
}
