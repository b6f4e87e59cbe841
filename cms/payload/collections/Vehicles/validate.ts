/**
 * Payload's validation of a listing, for every writer: the rules shared with the form and /api
 * (contract/listingRules.ts), and here alone what needs the server: known ZIP codes and the photo storage.
 */
import type { Validate } from 'payload';
import { limits } from '../../../../contract/catalog/listingOptions.ts';
import {
  isHttpUrl,
  phoneProblem,
  priceProblem,
  ruleMessages,
  vinProblem,
  yearProblem,
  zipProblem,
} from '../../../../contract/listingRules.ts';
import { photoStorageOf } from '../../../platform/config/storage.ts';
import { lookupZip } from '../../../platform/geo/zipCodes.ts';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const validateYear: Validate<number> = (value) => {
  if (isBlank(value)) return 'Year is required';
  return yearProblem(value!) ?? true;
};

export const validateMileage: Validate<number> = (value) => {
  if (isBlank(value)) return 'Mileage is required';
  if (!Number.isInteger(value) || value! < 0 || value! > limits.maxMileage) {
    return `Mileage must be a whole number from 0 to ${limits.maxMileage.toLocaleString('en-US')}`;
  }
  return true;
};

export const validatePrice: Validate<number> = (value) => {
  if (isBlank(value)) return 'Price is required';
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 'Price must be a positive amount';
  if (value > limits.maxPrice) return `Price must be at most $${limits.maxPrice.toLocaleString('en-US')}`;
  return priceProblem(value) ?? true;
};

export const validateViews: Validate<number> = (value) =>
  isBlank(value) || (Number.isInteger(value) && value! >= 0) ? true : 'Views must be a whole number from 0';

export const validateVin: Validate<string> = (value) => {
  if (isBlank(value)) return true;
  return vinProblem(value!) ?? true;
};

export const validateOptionalUrl: Validate<string> = (value) =>
  isBlank(value) || isHttpUrl(value!) ? true : ruleMessages.url;

export const validatePhone: Validate<string> = (value) => {
  if (isBlank(value)) return 'Phone number is required';
  return phoneProblem(value!) ?? true;
};

export const validateZip: Validate<string> = async (value, { req }) => {
  if (isBlank(value)) return ruleMessages.zipRequired;
  const problem = zipProblem(value!);
  if (problem) return problem;
  return (await lookupZip(req.payload, value!.trim())) ? true : ruleMessages.zipUnknown;
};

/** A list of short texts (features, services). */
export const validateTextList: Validate<unknown> = (value) => {
  if (isBlank(value)) return true;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) return 'Must be a list of texts';
  if (value.length > limits.listEntries) return `At most ${limits.listEntries} entries`;
  if (value.some((entry: string) => entry.length > limits.listEntryLength)) {
    return `Each entry has at most ${limits.listEntryLength} characters`;
  }
  return true;
};

/** Photo addresses: ones this server issued (/media/...) or https URLs. */
export const validateImages: Validate<unknown> = (value, { req }) => {
  if (isBlank(value)) return true;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
    return 'Must be a list of image addresses';
  if (value.length > limits.photosPerListing) return `At most ${limits.photosPerListing} photos`;
  const storageBase = photoStorageOf(req.payload.config)?.publicBase;
  const bad = value.find((entry: string) => !isImageAddress(entry, storageBase));
  return bad === undefined ? true : 'Each photo must be an address issued by this site or an https URL';
};

/**
 * A photo address a listing may store: our own /media path, the configured photo storage (which may be plain
 * http on a private network), or any https URL (a hosted image service).
 */
export function isImageAddress(value: string, storageBase?: string): boolean {
  if (value.length > 2048) return false;
  if (/^\/media\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
  if (storageBase && value.startsWith(`${storageBase}/`) && !value.includes('..')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
