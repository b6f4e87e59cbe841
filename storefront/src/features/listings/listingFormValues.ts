/**
 * The listing form's values: what the seller typed, as text (and the two lists), so nothing they type is lost or
 * reformatted while they type. Converted to the contract's ListingInput only when sent.
 */
import type { CurrentUser } from '@contract/api';
import type { ListingInput, Vehicle } from '@contract/listings';

export interface ListingFormValues {
  make: string;
  model: string;
  trim: string;
  year: string;
  mileage: string;
  price: string;
  condition: string;
  bodyType: string;
  fuelType: string;
  transmission: string;
  drivetrain: string;
  exteriorColor: string;
  interiorColor: string;
  zipCode: string;
  location: string;
  vin: string;
  carfaxReportUrl: string;
  recentServices: string[];
  description: string;
  features: string[];
  contactFirstName: string;
  contactLastName: string;
  contactPhone: string;
  contactEmail: string;
  contactLocation: string;
}

export type ListingField = keyof ListingFormValues;
export type TextField = { [K in ListingField]: ListingFormValues[K] extends string ? K : never }[ListingField];

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const fieldOrder: readonly ListingField[] = [
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'price',
  'condition',
  'bodyType',
  'fuelType',
  'transmission',
  'drivetrain',
  'exteriorColor',
  'interiorColor',
  'zipCode',
  'location',
  'vin',
  'carfaxReportUrl',
  'recentServices',
  'description',
  'features',
  'contactFirstName',
  'contactLastName',
  'contactPhone',
  'contactEmail',
  'contactLocation',
];

const blank: ListingFormValues = {
  make: '',
  model: '',
  trim: '',
  year: '',
  mileage: '',
  price: '',
  condition: '',
  bodyType: '',
  fuelType: '',
  transmission: '',
  drivetrain: '',
  exteriorColor: '',
  interiorColor: '',
  zipCode: '',
  location: '',
  vin: '',
  carfaxReportUrl: '',
  recentServices: [],
  description: '',
  features: [],
  contactFirstName: '',
  contactLastName: '',
  contactPhone: '',
  contactEmail: '',
  contactLocation: '',
};

/** A new listing: the contact section starts with the seller's own name and email, which most keep. */
export function emptyListingValues(
  user?: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null,
): ListingFormValues {
  return {
    ...blank,
    contactFirstName: user?.firstName ?? '',
    contactLastName: user?.lastName ?? '',
    contactEmail: user?.email ?? '',
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A whole-dollar price stays whole ("68900.00" → "68900"); cents are kept when there are any. */
function priceText(price: string): string {
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Edit mode: the form filled from the stored listing, lists included. */
export function valuesFromVehicle(vehicle: Vehicle): ListingFormValues {
  return {
    make: vehicle.make,
    model: vehicle.model,
    trim: text(vehicle.trim),
    year: text(vehicle.year),
    mileage: text(vehicle.mileage),
    price: priceText(vehicle.price),
    condition: vehicle.condition,
    bodyType: text(vehicle.bodyType),
    fuelType: text(vehicle.fuelType),
    transmission: text(vehicle.transmission),
    drivetrain: text(vehicle.drivetrain),
    exteriorColor: text(vehicle.exteriorColor),
    interiorColor: text(vehicle.interiorColor),
    zipCode: vehicle.zipCode,
    location: vehicle.location,
    vin: text(vehicle.vin),
    carfaxReportUrl: text(vehicle.carfaxReportUrl),
    recentServices: [...(vehicle.recentServices ?? [])],
    description: text(vehicle.description),
    features: [...vehicle.features],
    contactFirstName: text(vehicle.contactFirstName),
    contactLastName: text(vehicle.contactLastName),
    contactPhone: text(vehicle.contactPhone),
    contactEmail: text(vehicle.contactEmail),
    contactLocation: text(vehicle.contactLocation),
  };
}

/** The body of POST/PUT /api/vehicles: the typed text as is (the contract's schema parses it) and the photos. */
export function toListingInput(values: ListingFormValues, images: string[]): ListingInput {
  return { ...values, images } as unknown as ListingInput;
}

/** Reads values kept somewhere untrusted (a saved draft): known fields only, of the right kind. */
export function sanitizeValues(raw: unknown): ListingFormValues | null {
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const values = { ...blank };
  for (const field of fieldOrder) {
    const value = source[field];
    if (Array.isArray(blank[field])) {
      if (Array.isArray(value)) {
        (values[field] as string[]) = value.filter((entry): entry is string => typeof entry === 'string');
      }
    } else if (typeof value === 'string') {
      (values[field] as string) = value;
    }
  }
  return values;
}
