import { describe, expect, it } from 'vitest';
import { normalizeTextList } from '../../cms/payload/collections/Vehicles/hooks/normalizeTextList.ts';
import {
  isImageAddress,
  validateMileage,
  validateOptionalUrl,
  validatePhone,
  validatePrice,
  validateVin,
  validateYear,
  validateZip,
} from '../../cms/payload/collections/Vehicles/validate.ts';
import { listingYears } from '../../contract/catalog/listingOptions.ts';
import { ruleMessages } from '../../contract/listingRules.ts';
import { listingInputSchema } from '../../contract/listings.ts';

// Field validators take (value, options); these rules use only the value.
const check = (validate: (value: any, options: any) => unknown, value: unknown) => validate(value, {} as never);

describe('listing rules', () => {
  it('trims list entries, drops empty ones and duplicates ignoring case', () => {
    expect(
      normalizeTextList(['  Heated Seats ', '', 'heated seats', 'Sunroof/Moonroof', '   ', 'Backup  Camera']),
    ).toEqual(['Heated Seats', 'Sunroof/Moonroof', 'Backup Camera']);
  });

  it("gives the spec's VIN message for too short and too long alike", () => {
    expect(check(validateVin, 'WBS43AY09MFK1234')).toBe(ruleMessages.vinLength);
    expect(check(validateVin, 'WBS43AY09MFK123456')).toBe(ruleMessages.vinLength);
    expect(ruleMessages.vinLength).toBe('VIN must be exactly 17 characters');
    expect(check(validateVin, 'WBS43AY09MFK12345')).toBe(true);
    expect(check(validateVin, '')).toBe(true);
    expect(check(validateVin, 'WBS43AY09MFK1234O')).toMatch(/without I, O or Q/);
  });

  it('accepts an empty Carfax URL or an http(s) one', () => {
    expect(check(validateOptionalUrl, '')).toBe(true);
    expect(check(validateOptionalUrl, 'https://www.carfax.com/x')).toBe(true);
    expect(check(validateOptionalUrl, 'javascript:alert(1)')).toBe(ruleMessages.url);
    expect(check(validateOptionalUrl, 'carfax')).toBe('Must be a valid URL');
  });

  it('keeps price within numeric(10,2) and positive', () => {
    expect(check(validatePrice, 45000.5)).toBe(true);
    expect(check(validatePrice, 0)).toMatch(/positive/);
    expect(check(validatePrice, 100_000_000)).toMatch(/at most/);
    expect(check(validatePrice, 10.001)).toMatch(/2 decimals/);
  });

  it('takes whole years from 1990 to next year, and whole mileages up to two million', () => {
    const next = new Date().getFullYear() + 1;
    expect(check(validateYear, next)).toBe(true);
    expect(check(validateYear, next + 1)).not.toBe(true);
    expect(check(validateYear, 1989)).not.toBe(true);
    expect(check(validateYear, 2020.5)).not.toBe(true);
    expect(check(validateMileage, 2_000_000)).toBe(true);
    expect(check(validateMileage, -1)).not.toBe(true);
    expect(check(validateMileage, 12.5)).not.toBe(true);
  });

  it('offers the form years from next year down to 1990', () => {
    const years = listingYears(new Date('2026-11-22'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(38);
  });

  it('accepts photo addresses this site issued or https, nothing else', () => {
    expect(isImageAddress('/media/vehicles/abc-1600.webp')).toBe(true);
    expect(isImageAddress('https://images.example.com/a.jpg')).toBe(true);
    expect(isImageAddress('http://images.example.com/a.jpg')).toBe(false);
    expect(isImageAddress('/media/../etc/passwd')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    // The configured photo storage is trusted even on plain http (a bucket on a private network).
    expect(
      isImageAddress('http://10.0.0.5:9000/photos/uploads/a-1600.webp', 'http://10.0.0.5:9000/photos/uploads'),
    ).toBe(true);
    expect(isImageAddress('http://10.0.0.5:9000/photos/other/a.webp', 'http://10.0.0.5:9000/photos/uploads')).toBe(
      false,
    );
  });
});

describe('the form, /api and Payload refuse the same listing values with the same words', () => {
  const listing = {
    make: 'BMW',
    model: 'M3',
    year: 2021,
    mileage: 18500,
    price: 68900,
    condition: 'excellent',
    location: 'Beverly Hills, CA',
    zipCode: '90210',
    contactPhone: '(310) 555-0142',
    contactEmail: 'owner@test.example',
    vin: 'WBS43AY09MFK12345',
  };
  const schemaMessage = (field: string, value: unknown) => {
    const result = listingInputSchema.safeParse({ ...listing, [field]: value });
    return result.success ? true : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  };
  const nextYear = new Date().getFullYear() + 1;

  it.each<[string, unknown, (value: any, options: any) => unknown]>([
    ['year', 1985, validateYear],
    ['year', nextYear + 1, validateYear],
    ['price', 100.123, validatePrice],
    ['vin', 'WBS43AY09MFKO2345', validateVin],
    ['vin', 'WBS43AY09MFK1234', validateVin],
    ['contactPhone', '555-0142', validatePhone],
    ['contactPhone', 'call me maybe 3105550142', validatePhone],
  ])('%s %j', (field, value, validate) => {
    const payloadMessage = check(validate, value);
    expect(payloadMessage).not.toBe(true);
    expect(schemaMessage(field, value)).toBe(payloadMessage);
  });

  it.each([
    ['', 'ZIP code is required'],
    ['   ', 'ZIP code is required'],
    ['9021', 'ZIP code must be 5 digits'],
    ['90210-1234', 'ZIP code must be 5 digits'],
  ])('zipCode %j: %s', async (value, message) => {
    // A malformed ZIP is refused before Payload looks it up, so no database is needed here.
    expect(await validateZip(value, {} as never)).toBe(message);
    expect(schemaMessage('zipCode', value)).toBe(message);
  });

  it('accepts what Payload accepts', () => {
    expect(
      listingInputSchema.safeParse({ ...listing, year: nextYear, price: 100.12, contactPhone: '+1 310.555.0142' })
        .success,
    ).toBe(true);
  });
});
