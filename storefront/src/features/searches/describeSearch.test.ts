import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersFromParams, type SearchFilters } from '@contract/searchUrl';
import { searchName, searchSummary } from './describeSearch';

const filters = (query: string): SearchFilters => filtersFromParams(new URLSearchParams(query));

describe('searchName', () => {
  it('names a search by its car and its price', () => {
    expect(searchName(filters('make=BMW&model=3 Series&maxPrice=40000'))).toBe('BMW 3 Series under $40,000');
    expect(searchName(filters('make=Porsche&minPrice=50000'))).toBe('Porsche over $50,000');
    expect(searchName(filters('bodyType=SUV&minPrice=20000&maxPrice=35000'))).toBe('SUV $20,000–$35,000');
  });

  it('adds years, mileage and place after the car', () => {
    expect(searchName(filters('make=Lexus&minYear=2018&maxMileage=50000&location=85251&radius=50'))).toBe(
      'Lexus, 2018 or newer, under 50,000 mi, within 50 mi of 85251',
    );
    expect(searchName(filters('make=Audi&minYear=2016&maxYear=2020'))).toBe('Audi, 2016–2020');
  });

  it('falls back to the keyword, then to all cars', () => {
    expect(searchName(filters('query=convertible&maxPrice=30000'))).toBe('“convertible” under $30,000');
    expect(searchName(filters('make=BMW&query=m sport'))).toBe('BMW, “m sport”');
    expect(searchName({ ...defaultFilters })).toBe('All cars');
  });

  it('resolves a brand alias as the search page does', () => {
    expect(searchName(filters('make=Corvette'))).toBe('Chevrolet Corvette');
    expect(searchName(filters('make=Mercedes&maxPrice=70000'))).toBe('Mercedes-Benz under $70,000');
  });

  it('keeps within the server’s 80 characters', () => {
    const name = searchName(filters(`make=BMW&query=${'x'.repeat(120)}`));
    expect(name.length).toBe(80);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('searchSummary', () => {
  it('lists every filter in the panel’s order', () => {
    expect(
      searchSummary(
        filters(
          'make=BMW&model=X5&minYear=2019&maxPrice=60000&bodyType=SUV&fuelType=Hybrid&exteriorColor=Black' +
            '&features=Sunroof&dealRating=great&priceDrops=true&location=90210',
        ),
      ),
    ).toBe(
      'BMW X5 · 2019 or newer · Under $60,000 · SUV · Hybrid · Black exterior · Sunroof · Great Deal · ' +
        'Price drops only · Near 90210',
    );
  });

  it('says all cars for a search without filters', () => {
    expect(searchSummary({ ...defaultFilters })).toBe('All cars');
  });
});
