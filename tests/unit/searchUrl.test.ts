import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiSearchParams,
  defaultFilters,
  facetParams,
  filtersFromParams,
  paramsFromFilters,
  withDealRatingToggled,
  withFeatureToggled,
  withFilter,
  withFlagToggled,
} from '../../contract/searchUrl.ts';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filters and the query string', () => {
  it('reads every filter of the filter set from the page URL', () => {
    const filters = read(
      'query=sunroof&make=BMW&model=X5&minYear=2018&maxYear=2022&minPrice=20000&maxPrice=60000' +
        '&minMileage=0&maxMileage=50000&condition=Used&bodyType=SUV&fuelType=Gasoline&transmission=Automatic' +
        '&drivetrain=All-wheel+Drive&exteriorColor=Black&interiorColor=Beige&features=Heated+Seats&features=Sunroof' +
        '&location=90210&radius=50&sortBy=price_asc',
    );
    expect(filters).toMatchObject({
      query: 'sunroof',
      make: 'BMW',
      model: 'X5',
      minYear: '2018',
      maxYear: '2022',
      minPrice: '20000',
      maxPrice: '60000',
      minMileage: '0',
      maxMileage: '50000',
      condition: 'Used',
      bodyType: 'SUV',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      drivetrain: 'All-wheel Drive',
      exteriorColor: 'Black',
      interiorColor: 'Beige',
      features: ['Heated Seats', 'Sunroof'],
      location: '90210',
      radius: '50',
      sortBy: 'price_asc',
    });
  });

  it("treats 'any' and empty values as absent and omits them from both query strings", () => {
    const filters = read('make=any&model=&bodyType=ANY&features=&features=any');
    expect(filters).toEqual(defaultFilters);
    expect(paramsFromFilters(filters).toString()).toBe('');
    expect(apiSearchParams(filters, 1).toString()).toBe('sortBy=created_desc&page=1&limit=30&view=card');
  });

  it('maps the brand tiles and chips to the make and model the listings store', () => {
    expect(read('make=Mercedes')).toMatchObject({ make: 'Mercedes-Benz', model: '' });
    expect(read('make=Range%20Rover')).toMatchObject({ make: 'Land Rover' });
    expect(read('make=Corvette')).toMatchObject({ make: 'Chevrolet', model: 'Corvette' });
    expect(read('make=bmw')).toMatchObject({ make: 'BMW' });
    expect(paramsFromFilters(read('make=Corvette')).toString()).toBe('make=Chevrolet&model=Corvette');
  });

  it('drops numbers that are not numbers, and turns a reversed range around', () => {
    expect(read('minPrice=abc&maxPrice=-5&minYear=2022&maxYear=2015')).toMatchObject({
      minPrice: '',
      maxPrice: '',
      minYear: '2015',
      maxYear: '2022',
    });
    expect(read('maxPrice=$45,000')).toMatchObject({ maxPrice: '45000' });
    expect(read('sortBy=nonsense').sortBy).toBe('created_desc');
  });

  it('writes a shareable URL that reads back to the same filters, features repeated', () => {
    const filters = withFeatureToggled(
      withFilter(withFilter(defaultFilters, 'make', 'Porsche'), 'sortBy', 'year_desc'),
      'Bluetooth',
    );
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('make=Porsche&features=Bluetooth&sortBy=year_desc');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('asks the API for one page with its size, and leaves the radius out without a location', () => {
    const filters = { ...defaultFilters, radius: '100', bodyType: 'Coupe' };
    expect(apiSearchParams(filters, 3).toString()).toBe('bodyType=Coupe&sortBy=created_desc&page=3&limit=30&view=card');
    expect(apiSearchParams({ ...filters, location: '10001' }, 1).get('radius')).toBe('100');
  });

  it('clears the model when the make changes, and counts the filters that narrow results', () => {
    const chevy = { ...defaultFilters, make: 'Chevrolet', model: 'Corvette' };
    expect(withFilter(chevy, 'make', 'Porsche')).toMatchObject({ make: 'Porsche', model: '' });
    expect(withFilter(chevy, 'make', 'Chevrolet').model).toBe('Corvette');
    expect(activeFilterCount(withFeatureToggled(chevy, 'Bluetooth'))).toBe(3);
    expect(activeFilterCount(withFilter(defaultFilters, 'sortBy', 'price_asc'))).toBe(0);
  });

  it('reads deal ratings repeated or comma-separated, drops unknown ones and writes them once each, in one order', () => {
    expect(read('dealRating=high,great&dealRating=GOOD&dealRating=bargain&dealRating=great').dealRating).toEqual([
      'great',
      'good',
      'high',
    ]);
    const filters = withDealRatingToggled(withDealRatingToggled(defaultFilters, 'high'), 'great');
    expect(paramsFromFilters(filters).toString()).toBe('dealRating=great&dealRating=high');
    expect(filtersFromParams(paramsFromFilters(filters)).dealRating).toEqual(['great', 'high']);
    expect(activeFilterCount(filters)).toBe(2);
    expect(withDealRatingToggled(filters, 'high').dealRating).toEqual(['great']);
  });

  it('sorts by distance only from a location, and asks for facets without the sort', () => {
    expect(read('sortBy=distance').sortBy).toBe('created_desc');
    expect(read('sortBy=distance&location=90210').sortBy).toBe('distance');
    const near = read('location=90210&sortBy=distance&make=BMW');
    expect(paramsFromFilters({ ...near, location: '' }).toString()).toBe('make=BMW');
    expect(apiSearchParams({ ...near, location: '' }, 1).get('sortBy')).toBe('created_desc');
    expect(facetParams(near).toString()).toBe('make=BMW&location=90210');
  });

  it('asks for sold cars only when the buyer ticks them, and counts that as a filter', () => {
    expect(filtersFromParams(new URLSearchParams('')).includeSold).toBe(false);
    const withSold = withFlagToggled(defaultFilters, 'includeSold');
    expect(paramsFromFilters(withSold).get('includeSold')).toBe('true');
    expect(apiSearchParams(withSold, 1).get('includeSold')).toBe('true');
    expect(filtersFromParams(paramsFromFilters(withSold)).includeSold).toBe(true);
    expect(paramsFromFilters(defaultFilters).has('includeSold')).toBe(false);
    expect(activeFilterCount(withSold)).toBe(1);
  });

  it('asks for price drops only when ticked, and sorts by the biggest drop from the URL', () => {
    const drops = withFlagToggled(defaultFilters, 'priceDrops');
    expect(paramsFromFilters(drops).toString()).toBe('priceDrops=true');
    expect(apiSearchParams(drops, 1).get('priceDrops')).toBe('true');
    expect(filtersFromParams(new URLSearchParams('priceDrops=yes')).priceDrops).toBe(false);
    expect(activeFilterCount(withFlagToggled(drops, 'includeSold'))).toBe(2);
    expect(withFlagToggled(drops, 'priceDrops').priceDrops).toBe(false);
    expect(filtersFromParams(new URLSearchParams('sortBy=price_drop_desc')).sortBy).toBe('price_drop_desc');
  });
});
