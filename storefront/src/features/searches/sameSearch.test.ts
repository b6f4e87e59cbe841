import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '@contract/savedSearches';
import { filtersFromParams } from '@contract/searchUrl';
import { findSavedSearch } from './sameSearch';

const saved = (id: number, query: string): SavedSearch => ({
  id,
  name: `Search ${id}`,
  query,
  frequency: 'daily',
  paused: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
});
const onScreen = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('findSavedSearch', () => {
  const list = [
    saved(1, 'make=BMW&model=3+Series&maxPrice=40000'),
    saved(2, 'features=Sunroof&features=Navigation+System'),
  ];

  it('finds the saved search whatever the order, sort or page of the URL', () => {
    expect(findSavedSearch(list, onScreen('maxPrice=40000&sortBy=price_asc&make=BMW&model=3%20Series'))?.id).toBe(1);
    expect(findSavedSearch(list, onScreen('features=Navigation+System&features=Sunroof'))?.id).toBe(2);
  });

  it('reads the default radius as no radius, as the server stores it', () => {
    const near = [saved(3, 'location=90210')];
    expect(findSavedSearch(near, onScreen('location=90210&radius=25'))?.id).toBe(3);
    expect(findSavedSearch(near, onScreen('location=90210&radius=50'))).toBeUndefined();
  });

  it('finds none for another search', () => {
    expect(findSavedSearch(list, onScreen('make=BMW&model=3+Series'))).toBeUndefined();
    expect(findSavedSearch(list, onScreen(''))).toBeUndefined();
  });
});
