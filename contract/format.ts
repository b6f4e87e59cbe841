/**
 * How a listing reads on screen, in the storefront and the admin console alike: prices in whole US dollars,
 * mileage with thousands separators, titles as "year make model". Bad values never throw: a screen shows a dash.
 * Pure functions (Intl only, no DOM), so any screen can use them.
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const nearby = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A price as the API sends it ("68900.00"), as a seller typed it ("$68,900") or as a number; NaN if none of these. */
export function priceNumber(price: string | number | null | undefined): number {
  if (typeof price === 'number') return price;
  if (typeof price !== 'string') return Number.NaN;
  const cleaned = price.replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** "$68,900": no cents. */
export function formatPrice(price: string | number | null | undefined): string {
  const value = priceNumber(price);
  return Number.isFinite(value) ? dollars.format(value) : '—';
}

export interface MileageFormat {
  /** "mi" (cards, detail page) or "miles" (the admin tables, which have room for the word). */
  unit?: 'mi' | 'miles';
}

/** "18,500 mi", or "18,500 miles" with `unit: 'miles'`. */
export function formatMileage(mileage: number | null | undefined, { unit = 'mi' }: MileageFormat = {}): string {
  return typeof mileage === 'number' && Number.isFinite(mileage) ? `${whole.format(mileage)} ${unit}` : '—';
}

/** Miles from the searched location: tenths close by ('3.4 mi away'), whole miles further out ('1,204 mi away'). */
export function formatDistance(miles: number | null | undefined): string {
  if (typeof miles !== 'number' || !Number.isFinite(miles)) return '—';
  return `${(miles < 10 ? nearby : whole).format(miles)} mi away`;
}

/** "1,204": counts of listings, views, results. */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** A search's total: '10,000+' when more match than were counted. */
export function formatTotal(counted: { total: number; totalIsLowerBound?: boolean }): string {
  return `${whole.format(counted.total)}${counted.totalIsLowerBound ? '+' : ''}`;
}

/** What names a car: a Vehicle's fields, spelt out (listings.ts depends on this module, through priceHistory.ts). */
interface NamedCar {
  year: number;
  make: string;
  model: string;
}

/** 'year make model', the name of a car on cards, in toasts and in the admin lists; a missing part is left out. */
export function vehicleName(vehicle: NamedCar): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The trim as it reads after the model: catalogue trims often repeat the model ('RX 350' on an RX), so a trim that
 * starts with the model as a whole word, in any case, drops it ('RX 350' → '350'; 'RXL' stays 'RXL').
 */
export function trimAfterModel(model: string | null | undefined, trim: string | null | undefined): string {
  const cleanTrim = trim?.trim() ?? '';
  const cleanModel = model?.trim() ?? '';
  if (!cleanModel || !cleanTrim) return cleanTrim;
  const repeated = new RegExp(`^${escapeRegExp(cleanModel)}(?![\\p{L}\\p{N}])[\\s\\-–/]*`, 'iu');
  return cleanTrim.replace(repeated, '');
}

/** The detail page's title: the name with the trim, the model said once ('2020 Lexus RX 350', not 'RX RX 350'). */
export function vehicleTitle(vehicle: NamedCar & { trim: string | null }): string {
  return [vehicleName(vehicle), trimAfterModel(vehicle.model, vehicle.trim)].filter(Boolean).join(' ');
}

/** Where the car is: the seller's "City, State", else what the ZIP code resolved to. */
export function vehicleLocation(vehicle: { location: string; city: string | null; state: string | null }): string {
  return vehicle.location || [vehicle.city, vehicle.state].filter(Boolean).join(', ');
}

/** Stored enumeration values ('4-door-sedan', 'awd', 'premium-gasoline') as people read them. */
const optionLabels: Record<string, string> = {
  suv: 'SUV',
  cvt: 'CVT',
  fwd: 'Front-wheel Drive',
  rwd: 'Rear-wheel Drive',
  awd: 'All-wheel Drive',
  '4wd': '4-wheel Drive',
  '4-door-sedan': '4-door Sedan',
  '5-door-hatchback': '5-door Hatchback',
  '7-speed-dual-clutch': '7-speed Dual-clutch',
  '8-speed-automatic': '8-speed Automatic',
};

export function optionLabel(value: string | null | undefined): string {
  if (!value) return '—';
  const known = optionLabels[value.toLowerCase()];
  if (known) return known;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A timestamp as the viewer's own local date (the admin's Submitted column). */
export function formatLocalDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString() : '—';
}
