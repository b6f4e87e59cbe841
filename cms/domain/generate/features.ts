/**
 * Feature generation for POST /api/vehicles/features/generate: the standard features the catalogue knows for the
 * make, model, trim and model year (plus All-Wheel Drive when the car has it), and otherwise the local
 * fallback rules, which the storefront also applies when this call fails.
 */
import { standardFeatures } from '../../../contract/catalog/catalogQueries.ts';
import { fallbackFeatures } from '../../../contract/catalog/featureFallback.ts';
import type { Drivetrain } from '../../../contract/catalog/listingOptions.ts';
import { parseModelYear } from '../../../contract/catalog/modelYear.ts';
import { byPresetOrder } from '../../../contract/catalog/presetFeatures.ts';
import { generateSpecs } from './specs.ts';

export interface FeaturesRequest {
  readonly make: string;
  readonly model: string;
  readonly year?: number | string | null;
  readonly trim?: string | null;
  /** Sent by the form; the catalogue and the fallback rules do not depend on them. */
  readonly bodyType?: string | null;
  readonly fuelType?: string | null;
}

const allWheelDrives: readonly Drivetrain[] = ['awd', 'all-wheel-drive'];

export function generateFeatures(request: FeaturesRequest): { features: string[] } {
  const { make, model, trim } = request;
  const known = standardFeatures(make, model, trim ?? undefined, parseModelYear(request.year));
  if (!known?.length) return { features: fallbackFeatures(request) };
  const { drivetrain } = generateSpecs(request);
  const hasAllWheelDrive = drivetrain !== undefined && allWheelDrives.includes(drivetrain);
  const addsAllWheelDrive = hasAllWheelDrive && !known.includes('All-Wheel Drive');
  return { features: addsAllWheelDrive ? [...known, 'All-Wheel Drive' as const].sort(byPresetOrder) : known };
}
