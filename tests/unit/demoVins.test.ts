/** The seed identifies demo listings by VIN: each must be valid (ISO 3779 check digit) and unique. */
import { describe, expect, it } from 'vitest';
import { checkVin } from '../../cms/domain/generate/vin.ts';
import { seededListings } from '../../seed/listings/marketListings.ts';

describe('the demo VINs', () => {
  it('are valid and unique, as are the photo slugs', () => {
    for (const listing of seededListings)
      expect(checkVin(listing.vin), listing.vin).toEqual({ ok: true, vin: listing.vin });
    expect(new Set(seededListings.map((listing) => listing.vin)).size).toBe(seededListings.length);
    expect(new Set(seededListings.map((listing) => listing.slug)).size).toBe(seededListings.length);
  });
});
