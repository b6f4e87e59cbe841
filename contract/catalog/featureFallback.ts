/**
 * The spec's local fallback when feature generation fails (section 7), word for word: the server's generator
 * uses it when the catalogue does not know the car, and the storefront when the generate call fails.
 * Its names and casing are its own, not the preset features'.
 */
import { parseModelYear } from './modelYear.ts';
import { nameKey } from './nameKey.ts';

export const fallbackFeatureNames = {
  backupCamera: 'Backup camera',
  bluetooth: 'Bluetooth connectivity',
  usbPorts: 'USB ports',
  premiumAudio: 'Premium audio system',
  leatherSeats: 'Leather seats',
  navigation: 'Navigation system',
  sportSeats: 'Sport seats',
  performanceSuspension: 'Performance suspension',
  sportSteeringWheel: 'Sport steering wheel',
  appleCarPlay: 'Apple CarPlay',
  androidAuto: 'Android Auto',
} as const;

export const fallbackPremiumMakes = ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Acura', 'Infiniti', 'Cadillac'] as const;
export const FALLBACK_FEATURE_LIMIT = 8;

export interface FallbackInput {
  readonly make?: string | null;
  /** A number, or the form's text for one. */
  readonly year?: number | string | null;
  readonly trim?: string | null;
}

const premiumKeys = new Set<string>(fallbackPremiumMakes.map(nameKey));

export function fallbackFeatures({ make, year, trim }: FallbackInput): string[] {
  const modelYear = parseModelYear(year);
  const isFrom = (firstYear: number) => modelYear !== undefined && modelYear >= firstYear;
  const names = fallbackFeatureNames;
  const features: string[] = [];
  if (isFrom(2015)) features.push(names.backupCamera, names.bluetooth, names.usbPorts);
  if (make && premiumKeys.has(nameKey(make))) features.push(names.premiumAudio, names.leatherSeats, names.navigation);
  if (/sport|performance/i.test(trim ?? '')) {
    features.push(names.sportSeats, names.performanceSuspension, names.sportSteeringWheel);
  }
  if (isFrom(2018)) features.push(names.appleCarPlay, names.androidAuto);
  return features.slice(0, FALLBACK_FEATURE_LIMIT);
}
