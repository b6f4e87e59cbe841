/**
 * What an owner changed in a live listing, field by field, as the reviewer reads it: the live value and the
 * submitted one, each as display text. Only the fields a seller writes (the listing contract) are compared; the
 * server's own (views, deal figures, coordinates) are not the seller's change.
 */
import { formatMileage, formatPrice, optionLabel } from '../../../contract/format.ts';
import { listingInputSchema, type FieldChange } from '../../../contract/listings.ts';
import type { VehicleSource } from '../vehicles/vehicleView.ts';

type SellerField = keyof typeof listingInputSchema.shape;

const labels: Record<SellerField, string> = {
  make: 'Make',
  model: 'Model',
  year: 'Year',
  trim: 'Trim',
  mileage: 'Mileage',
  price: 'Price',
  condition: 'Condition',
  bodyType: 'Body type',
  fuelType: 'Fuel type',
  transmission: 'Transmission',
  drivetrain: 'Drivetrain',
  exteriorColor: 'Exterior color',
  interiorColor: 'Interior color',
  description: 'Description',
  features: 'Features',
  images: 'Photos',
  location: 'Location',
  zipCode: 'ZIP code',
  contactPhone: 'Contact phone',
  contactEmail: 'Contact email',
  contactFirstName: 'Contact first name',
  contactLastName: 'Contact last name',
  contactLocation: 'Contact location',
  vin: 'VIN',
  carfaxReportUrl: 'Carfax report',
  recentServices: 'Recent services',
};

const optionFields = new Set<SellerField>(['condition', 'bodyType', 'fuelType', 'transmission', 'drivetrain']);
const listFields = new Set<SellerField>(['features', 'recentServices']);

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const NONE = '—';

function display(field: SellerField, value: unknown): string {
  if (listFields.has(field)) return list(value).join(', ') || NONE;
  if (isBlank(value)) return NONE;
  if (field === 'price') return formatPrice(Number(value));
  if (field === 'mileage') return formatMileage(Number(value));
  if (optionFields.has(field)) return optionLabel(String(value));
  return String(value);
}

const photoCount = (count: number) => `${count} photo${count === 1 ? '' : 's'}`;

/** '6 photos' → '7 photos: 2 added, 1 removed', or '6 photos, reordered'. */
function photosChange(before: string[], after: string[]): FieldChange | null {
  const added = after.filter((photo) => !before.includes(photo)).length;
  const removed = before.filter((photo) => !after.includes(photo)).length;
  const reordered = !added && !removed && before.some((photo, index) => after[index] !== photo);
  if (!added && !removed && !reordered) return null;
  const parts = [added && `${added} added`, removed && `${removed} removed`].filter(Boolean);
  const detail = reordered ? ', reordered' : `: ${parts.join(', ')}`;
  return {
    field: 'images',
    label: labels.images,
    before: photoCount(before.length),
    after: `${photoCount(after.length)}${detail}`,
  };
}

export function changedFields(live: VehicleSource, submitted: VehicleSource): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(labels) as SellerField[]) {
    if (field === 'images') {
      const change = photosChange(list(live.images), list(submitted.images));
      if (change) changes.push(change);
      continue;
    }
    const before = display(field, live[field]);
    const after = display(field, submitted[field]);
    if (before !== after) changes.push({ field, label: labels[field], before, after });
  }
  return changes;
}
