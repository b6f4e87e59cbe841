import { describe, expect, it } from 'vitest';
import { deletionSummary, listingsLine } from './deletionSummary';

const listing = (status: string, photos = 0) => ({
  status,
  images: Array.from({ length: photos }, (_, i) => `/p${i}`),
});

describe('what deleting an account takes with it', () => {
  it('counts the listings by state, in a fixed order, and their photos', () => {
    expect(
      deletionSummary([listing('pending', 1), listing('approved', 4), listing('sold'), listing('approved', 2)], 0),
    ).toEqual([
      'Your profile, email address and password',
      '4 listings (2 live, 1 under review, 1 sold)',
      '7 photos of your listings',
    ]);
  });

  it('speaks of one in the singular, and leaves out what there is none of', () => {
    expect(deletionSummary([listing('rejected', 1)], 1)).toEqual([
      'Your profile, email address and password',
      '1 listing (1 rejected)',
      '1 photo of your listings',
      '1 saved car in this browser',
    ]);
    expect(deletionSummary([], 0)).toEqual(['Your profile, email address and password']);
  });

  it('names all the listings, without numbers, while they are not known', () => {
    expect(deletionSummary(null, 3)).toEqual([
      'Your profile, email address and password',
      'All your listings and their photos',
      '3 saved cars in this browser',
    ]);
  });

  it('names a state it does not know by its own name', () => {
    expect(listingsLine([listing('archived')])).toBe('1 listing (1 archived)');
  });
});
