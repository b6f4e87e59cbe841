import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDistance,
  formatLocalDate,
  formatMileage,
  formatPrice,
  optionLabel,
  priceNumber,
  vehicleLocation,
  vehicleName,
  vehicleTitle,
} from '../../contract/format.ts';

describe('prices', () => {
  it('shows prices in dollars with separators and no cents, from text or number', () => {
    expect(formatPrice('68900.00')).toBe('$68,900');
    expect(formatPrice(1234567)).toBe('$1,234,567');
    expect(formatPrice(null)).toBe('—');
  });

  it('reads a price as typed by a seller, and nothing usable as no price', () => {
    expect(priceNumber('$68,900')).toBe(68900);
    expect(formatPrice(' $45,000 ')).toBe('$45,000');
    expect(formatPrice('')).toBe('—');
    expect(formatPrice('cheap')).toBe('—');
  });
});

describe('mileage and distance', () => {
  it('shows mileage with separators and "miles" where the admin tables ask for the word', () => {
    expect(formatMileage(18500, { unit: 'miles' })).toBe('18,500 miles');
    expect(formatMileage(0, { unit: 'miles' })).toBe('0 miles');
  });

  it('shows mileage as "mi" by default, and a dash for nothing usable', () => {
    expect(formatMileage(32500)).toBe('32,500 mi');
    expect(formatMileage(null)).toBe('—');
    expect(formatMileage(Number.NaN)).toBe('—');
  });

  it('shows distances in tenths close by and whole miles further out', () => {
    expect(formatDistance(3.44)).toBe('3.4 mi away');
    expect(formatDistance(1204.4)).toBe('1,204 mi away');
    expect(formatDistance(undefined)).toBe('—');
    expect(formatCount(12345)).toBe('12,345');
  });
});

describe('names', () => {
  it('names a vehicle "year make model"', () => {
    expect(vehicleName({ year: 2021, make: 'BMW', model: 'M3' })).toBe('2021 BMW M3');
  });

  it('adds the trim to the title, and places the car by its location or city and state', () => {
    expect(vehicleTitle({ year: 2021, make: 'BMW', model: 'X5', trim: 'xDrive40i' })).toBe('2021 BMW X5 xDrive40i');
    expect(vehicleTitle({ year: 2021, make: 'BMW', model: 'X5', trim: null })).toBe('2021 BMW X5');
    expect(vehicleLocation({ location: 'Austin, TX', city: 'Round Rock', state: 'TX' })).toBe('Austin, TX');
    expect(vehicleLocation({ location: '', city: 'Round Rock', state: 'TX' })).toBe('Round Rock, TX');
  });

  it('says the model once when the trim starts with it, as a whole word in any case', () => {
    const title = (model: string, trim: string) => vehicleTitle({ year: 2020, make: 'Lexus', model, trim });
    expect(title('RX', 'RX 350')).toBe('2020 Lexus RX 350');
    expect(title('IS', 'IS 250 AWD')).toBe('2020 Lexus IS 250 AWD');
    expect(title('RX', 'rx 450h F SPORT')).toBe('2020 Lexus RX 450h F SPORT');
    expect(title('RX', 'RX-350')).toBe('2020 Lexus RX 350');
    expect(title('RX', 'RX')).toBe('2020 Lexus RX');
    expect(vehicleTitle({ year: 2021, make: 'BMW', model: '3 Series', trim: '3 Series 330i' })).toBe(
      '2021 BMW 3 Series 330i',
    );
    // Not at a word boundary, or not at the start: the trim stays as the seller wrote it.
    expect(title('RX', 'RXL Premium')).toBe('2020 Lexus RX RXL Premium');
    expect(title('IS', 'F SPORT IS')).toBe('2020 Lexus IS F SPORT IS');
    expect(vehicleTitle({ year: 2019, make: 'Mazda', model: 'CX-5', trim: 'CX-50 Turbo' })).toBe(
      '2019 Mazda CX-5 CX-50 Turbo',
    );
  });

  it('reads stored choices as words', () => {
    expect(optionLabel('awd')).toBe('All-wheel Drive');
    expect(optionLabel('premium-gasoline')).toBe('Premium gasoline');
    expect(optionLabel(null)).toBe('—');
  });
});

describe('dates', () => {
  it('shows a local date, and a dash for nothing usable', () => {
    expect(formatLocalDate('2026-11-19T10:00:00.000Z')).toBe(new Date('2026-11-19T10:00:00.000Z').toLocaleDateString());
    expect(formatLocalDate('not a date')).toBe('—');
    expect(formatLocalDate(null)).toBe('—');
  });
});
