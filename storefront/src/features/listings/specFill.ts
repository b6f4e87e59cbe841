/**
 * Filling the four specification fields (body type, fuel type, transmission, drivetrain) from a generated or
 * decoded answer.
 */
import { specKeys, type SpecKey } from '@contract/catalog/catalogQueries';
import type { ListingFormValues } from './listingFormValues';

/** 'Rear Wheel Drive' → 'rear-wheel-drive': the stored spelling of the form's enumerations. */
export function normalizeSpec(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The values with each specification the answer has, normalized; the fields it filled, for revalidation. */
export function applySpecs(
  values: ListingFormValues,
  specs: Partial<Record<SpecKey, unknown>>,
): { values: ListingFormValues; filled: SpecKey[] } {
  const next = { ...values };
  const filled: SpecKey[] = [];
  for (const key of specKeys) {
    const value = specs[key];
    if (typeof value === 'string' && value.trim()) {
      next[key] = normalizeSpec(value);
      filled.push(key);
    }
  }
  return { values: next, filled };
}

/** One line describing the car for feature generation: year, make, model, trim, body type, fuel type. */
export function vehicleDescription(values: ListingFormValues): string {
  return [values.year, values.make, values.model, values.trim, values.bodyType, values.fuelType]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
