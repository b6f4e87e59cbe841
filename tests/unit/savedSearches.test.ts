/** A saved search's query string: read by search's own rules and stored in one form. */
import { describe, expect, it } from 'vitest';
import { savedQuerySchema, savedSearchCreateSchema, savedSearchUpdateSchema } from '../../contract/savedSearches.ts';

const stored = (query: string) => savedQuerySchema.parse(query);

describe('saved search query', () => {
  it('stores the filters in one form, whatever order, defaults, order and page the URL had', () => {
    const canonical = 'make=BMW&maxPrice=45000&bodyType=SUV&features=Sunroof&features=Navigation+System';
    expect(stored('features=Sunroof&bodyType=SUV&make=BMW&maxPrice=45%2C000&features=Navigation%20System')).toBe(
      canonical,
    );
    expect(stored(`?${canonical}&sortBy=price_asc&page=3&limit=60&radius=25&includeSold=false&model=`)).toBe(canonical);
    expect(stored('')).toBe('');
  });

  it('keeps the radius only with a location, and flags only when on', () => {
    expect(stored('radius=100')).toBe('');
    expect(stored('location=90210&radius=100')).toBe('location=90210&radius=100');
    expect(stored('location=90210&radius=25')).toBe('location=90210');
    expect(stored('priceDrops=true&includeSold=true&dealRating=great,good')).toBe(
      'dealRating=great&dealRating=good&includeSold=true&priceDrops=true',
    );
  });

  it("refuses what search refuses, with search's words", () => {
    const refused = savedQuerySchema.safeParse('minYear=abc');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('minYear must be a number');
    expect(savedQuerySchema.safeParse('minPrice=500&maxPrice=100').success).toBe(false);
    expect(savedQuerySchema.safeParse('x'.repeat(2001)).success).toBe(false);
    expect(savedQuerySchema.safeParse(['make=BMW']).success).toBe(false);
  });

  it('names, frequency and changes', () => {
    expect(savedSearchCreateSchema.parse({ name: ' BMW SUVs ', query: 'make=BMW' })).toEqual({
      name: 'BMW SUVs',
      query: 'make=BMW',
      frequency: 'daily',
    });
    expect(savedSearchCreateSchema.safeParse({ name: '', query: 'make=BMW' }).success).toBe(false);
    expect(savedSearchCreateSchema.safeParse({ name: 'x', query: '', frequency: 'hourly' }).success).toBe(false);
    expect(savedSearchUpdateSchema.safeParse({}).success).toBe(false);
    expect(savedSearchUpdateSchema.parse({ paused: true })).toEqual({ paused: true });
  });
});
