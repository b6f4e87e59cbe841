import { describe, expect, it } from 'vitest';
import { modelChoices, trimChoices, trimSuggestions, withCurrent, withMake, withModel } from './catalogSelects';
import { addEntry, hasEntry, removeEntry, toggleEntry } from './entryList';
import { emptyListingValues, sanitizeValues, valuesFromVehicle, type ListingFormValues } from './listingFormValues';
import { sellerStats, statusDisplay } from './listingStatus';
import { firstInvalidField, validateListing } from './listingValidation';
import { applySpecs, normalizeSpec, vehicleDescription } from './specFill';
import { applyDecodedVin } from './vinFill';
import type { Vehicle } from '@contract/listings';

const complete: ListingFormValues = {
  ...emptyListingValues({ firstName: 'Sam', lastName: 'Seller', email: 'sam@example.com' }),
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-L',
  year: '2021',
  mileage: '32,500',
  price: '$24,900',
  condition: 'good',
  zipCode: '94103',
  location: 'San Francisco, CA',
  vin: '1HGCM82633A004352',
  contactPhone: '(415) 555-0199',
};

describe('trim suggestions from vPIC', () => {
  const derived = {
    Ghibli: [
      { name: 'Base', from: 2014, to: 2024 },
      { name: 'S Q4', from: 2014, to: 2018 },
      { name: 'Modena Q4', from: 2021, to: 2024 },
    ],
  };

  it("suggests the chosen model year's trims, and every year's when vPIC lists none for it", () => {
    expect(trimSuggestions('Ghibli', '2016', derived)).toEqual(['Base', 'S Q4']);
    expect(trimSuggestions('ghibli', '2022', derived)).toEqual(['Base', 'Modena Q4']);
    expect(trimSuggestions('Ghibli', '2010', derived)).toEqual(['Base', 'S Q4', 'Modena Q4']);
    expect(trimSuggestions('Ghibli', '', derived)).toEqual(['Base', 'S Q4', 'Modena Q4']);
    expect(trimSuggestions('Levante', '2020', derived)).toEqual([]);
    expect(trimSuggestions('Ghibli', '2020', undefined)).toEqual([]);
  });
});

describe('dependent selects', () => {
  it('choosing a make clears model, trim and body type', () => {
    const next = withMake({ ...complete, bodyType: 'sedan', fuelType: 'hybrid' }, 'Toyota');
    expect(next).toMatchObject({ make: 'Toyota', model: '', trim: '', bodyType: '', fuelType: 'hybrid', year: '2021' });
  });

  it('choosing a model clears trim and body type, and the same choice changes nothing', () => {
    expect(withModel({ ...complete, bodyType: 'sedan' }, 'Civic')).toMatchObject({
      model: 'Civic',
      trim: '',
      bodyType: '',
    });
    const same = { ...complete, bodyType: 'sedan' };
    expect(withModel(same, 'Accord')).toBe(same);
  });

  it("lists the make's models and the model's trims, keeping a value the catalogue lacks", () => {
    expect(modelChoices('', '')).toEqual([]);
    expect(modelChoices('Honda', '')).toContain('Accord');
    expect(trimChoices('Honda', '', '')).toEqual([]);
    expect(trimChoices('Honda', 'Accord', '')).toContain('EX-L');
    expect(trimChoices('Honda', 'Accord', 'EX-V6')[0]).toBe('EX-V6');
    expect(withCurrent(['a', 'b'], 'b')).toEqual(['a', 'b']);
  });
});

describe('lists', () => {
  it('trims entries, ignores empty ones and duplicates ignoring case', () => {
    expect(addEntry(['Sunroof'], '  Heated   seats ')).toEqual(['Sunroof', 'Heated seats']);
    expect(addEntry(['Sunroof'], '   ')).toEqual(['Sunroof']);
    expect(addEntry(['Sunroof'], 'sunroof')).toEqual(['Sunroof']);
    expect(removeEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(toggleEntry(['Sunroof'], 'sunroof')).toEqual([]);
    expect(toggleEntry([], 'Sunroof')).toEqual(['Sunroof']);
    expect(hasEntry(['USB Ports'], 'usb ports')).toBe(true);
  });
});

describe('specs', () => {
  it('lowercases and hyphenates, filling only what the answer has', () => {
    expect(normalizeSpec(' Rear Wheel Drive ')).toBe('rear-wheel-drive');
    const { values, filled } = applySpecs(complete, { fuelType: 'Plug In Hybrid', drivetrain: 'AWD', bodyType: '' });
    expect(values.fuelType).toBe('plug-in-hybrid');
    expect(values.drivetrain).toBe('awd');
    expect(filled).toEqual(['fuelType', 'drivetrain']);
  });

  it('describes the car in one line', () => {
    expect(vehicleDescription({ ...complete, bodyType: 'sedan' })).toBe('2021 Honda Accord EX-L sedan');
  });

  it('writes a decoded VIN in the catalogue spelling', () => {
    const values = applyDecodedVin(emptyListingValues(), {
      vin: 'WBAJA7C50KWW00000',
      make: 'BMW',
      model: '530i',
      series: '5 Series',
      year: 2019,
      trim: 'xDrive',
      bodyType: 'sedan',
    });
    expect(values).toMatchObject({
      make: 'BMW',
      model: '5 Series',
      year: '2019',
      bodyType: 'sedan',
      vin: 'WBAJA7C50KWW00000',
    });
  });
});

describe('validation', () => {
  it('accepts a complete form', () => {
    expect(validateListing(complete, [])).toEqual({});
  });

  it("uses the contract's messages, and the labels' required marks", () => {
    const errors = validateListing(
      { ...complete, vin: '1HGCM82633', carfaxReportUrl: 'carfax', make: '', contactLastName: ' ' },
      [],
    );
    expect(errors.vin).toBe('VIN must be exactly 17 characters');
    expect(errors.carfaxReportUrl).toBe('Must be a valid URL');
    expect(errors.make).toBe('Make is required');
    expect(errors.contactLastName).toBe('Last name is required');
    expect(firstInvalidField(errors)).toBe('make');
    expect(validateListing({ ...complete, vin: '' }, []).vin).toBe('VIN is required');
    expect(validateListing({ ...complete, vin: '1HGCM82633A0043521' }, []).vin).toBe(
      'VIN must be exactly 17 characters',
    );
  });

  it('says an empty condition or price is required', () => {
    const errors = validateListing({ ...complete, condition: '', price: ' ' }, []);
    expect(errors.condition).toBe('Condition is required');
    expect(errors.price).toBe('Price is required');
    expect(validateListing({ ...complete, price: 'cheap' }, []).price).toBe('Enter a price such as 45000 or $45,000');
  });

  it('allows an empty Carfax URL', () => {
    expect(validateListing({ ...complete, carfaxReportUrl: '' }, []).carfaxReportUrl).toBeUndefined();
  });
});

describe('values', () => {
  it('prefills from a stored listing, lists included', () => {
    const vehicle = {
      ...complete,
      id: 7,
      year: 2021,
      mileage: 32500,
      price: '24900.00',
      trim: null,
      features: ['Sunroof/Moonroof'],
      images: ['/a-1600.webp'],
      recentServices: ['Brakes'],
      contactFirstName: null,
      status: 'pending',
      views: 0,
    } as unknown as Vehicle;
    const values = valuesFromVehicle(vehicle);
    expect(values).toMatchObject({ year: '2021', mileage: '32500', price: '24900', trim: '', contactFirstName: '' });
    expect(values.features).toEqual(['Sunroof/Moonroof']);
    expect(values.recentServices).toEqual(['Brakes']);
    expect(valuesFromVehicle({ ...vehicle, price: '24900.50' }).price).toBe('24900.50');
  });

  it('reads a stored draft defensively', () => {
    expect(sanitizeValues(null)).toBeNull();
    const values = sanitizeValues({ make: 'Honda', features: ['A', 3], year: 2021, evil: 'x' });
    expect(values).toMatchObject({ make: 'Honda', features: ['A'], year: '' });
    expect(values).not.toHaveProperty('evil');
  });
});

describe('dashboard', () => {
  it('shows approved as Active and counts the stat cards', () => {
    expect(statusDisplay('approved').label).toBe('Active');
    expect(statusDisplay('pending').label).toBe('Pending');
    expect(statusDisplay('weird').label).toBe('Weird');
    expect(
      sellerStats([
        { status: 'approved', views: 10 },
        { status: 'approved', views: 5 },
        { status: 'pending', views: 0 },
        { status: 'rejected', views: 2 },
      ]),
    ).toEqual({ active: 2, pending: 1, totalViews: 17 });
  });
});
