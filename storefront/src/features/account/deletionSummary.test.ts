import { describe, expect, it } from 'vitest';
import { deletionSummary, listingsLine } from './deletionSummary';

const none = { savedCars: 0, savedSearches: 0, recentlyViewed: 0 };
const listing = (status: string, photos = 0) => ({
  status,
  images: Array.from({ length: photos }, (_, i) => `/p${i}`),
});

describe('what deleting an account takes with it', () => {
  it('counts the listings by state, in a fixed order, and their photos', () => {
    expect(
      deletionSummary([listing('pending', 1), listing('approved', 4), listing('sold'), listing('approved', 2)], none),
    ).toEqual([
      'Your profile, email address and password',
      '4 listings (2 live, 1 under review, 1 sold)',
      '7 photos of your listings',
    ]);
  });

  it('speaks of one in the singular, and leaves out what there is none of; nothing is said to be in this browser', () => {
    expect(deletionSummary([listing('rejected', 1)], { savedCars: 1, savedSearches: 1, recentlyViewed: 1 })).toEqual([
      'Your profile, email address and password',
      '1 listing (1 rejected)',
      '1 photo of your listings',
      '1 saved car',
      '1 saved search',
      '1 recently viewed car',
    ]);
    expect(deletionSummary([], none)).toEqual(['Your profile, email address and password']);
  });

  it('names all the listings, without numbers, while they are not known', () => {
    expect(deletionSummary(null, { savedCars: 3, savedSearches: 2, recentlyViewed: 12 })).toEqual([
      'Your profile, email address and password',
      'All your listings and their photos',
      '3 saved cars',
      '2 saved searches',
      '12 recently viewed cars',
    ]);
  });

  it('names a state it does not know by its own name', () => {
    expect(listingsLine([listing('archived')])).toBe('1 listing (1 archived)');
  });
});
