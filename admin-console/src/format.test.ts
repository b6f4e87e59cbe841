import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatMiles, formatPrice, vehicleName } from './format';

describe('admin formats', () => {
  it('shows prices in dollars with separators and no cents, from text or number', () => {
    expect(formatPrice('68900.00')).toBe('$68,900');
    expect(formatPrice(1234567)).toBe('$1,234,567');
    expect(formatPrice(null)).toBe('—');
  });

  it('shows mileage with separators and "miles"', () => {
    expect(formatMiles(18500)).toBe('18,500 miles');
    expect(formatMiles(0)).toBe('0 miles');
  });

  it('names a vehicle "year make model"', () => {
    expect(vehicleName({ year: 2021, make: 'BMW', model: 'M3' })).toBe('2021 BMW M3');
  });

  it('shows a local date, and a dash for nothing usable', () => {
    expect(formatLocalDate('2026-11-19T10:00:00.000Z')).toBe(new Date('2026-11-19T10:00:00.000Z').toLocaleDateString());
    expect(formatLocalDate('not a date')).toBe('—');
    expect(formatLocalDate(null)).toBe('—');
  });
});
