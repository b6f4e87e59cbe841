/**
 * The field rules of a listing that need no database: the listing form, /api's schema (./listings.ts) and
 * Payload's field validation all call these, so a value the form accepts is one the server stores.
 */
import { lastListingYear, limits } from './catalog/listingOptions.ts';

/** One VIN character: digits and the letters A-Z except I, O and Q (ISO 3779). */
export const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;

export const ruleMessages = {
  vinLength: `VIN must be exactly ${limits.vinLength} characters`,
  vinAlphabet: 'VIN may contain only letters and digits, without I, O or Q',
  phone: 'Enter a valid phone number',
  priceDecimals: 'Price has at most 2 decimals',
  url: 'Must be a valid URL',
  zipRequired: 'ZIP code is required',
  zipFormat: 'ZIP code must be 5 digits',
  zipUnknown: 'Enter a known US ZIP code',
} as const;

/** A US ZIP code: five digits (ZIP+4 is not asked for). */
export const ZIP_CODE = /^\d{5}$/;

/** An empty ZIP is missing, not malformed: the seller is told to fill it in, not how many digits it has. */
export function zipProblem(zip: string): string | undefined {
  const value = zip.trim();
  if (value === '') return ruleMessages.zipRequired;
  return ZIP_CODE.test(value) ? undefined : ruleMessages.zipFormat;
}

export function yearProblem(year: number, now: Date = new Date()): string | undefined {
  const last = lastListingYear(now);
  if (!Number.isInteger(year) || year < limits.firstYear || year > last) {
    return `Year must be a whole number from ${limits.firstYear} to ${last}`;
  }
  return undefined;
}

export function vinProblem(vin: string): string | undefined {
  if (vin.length !== limits.vinLength) return ruleMessages.vinLength;
  if (![...vin].every((char) => VIN_CHARACTER.test(char))) return ruleMessages.vinAlphabet;
  return undefined;
}

/** 10 to 15 digits, written with spaces, dots, dashes, brackets or a leading +. */
export function phoneProblem(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 && /^[\d\s()+.-]+$/.test(phone) ? undefined : ruleMessages.phone;
}

/** Cents at most: the column is numeric(10,2). */
export function priceProblem(price: number): string | undefined {
  return Math.round(price * 100) === Number((price * 100).toFixed(6)) ? undefined : ruleMessages.priceDecimals;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
