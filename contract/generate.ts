/** The listing form's helpers: spec and feature generation, and VIN decoding. */
import { z } from 'zod';
import type { BodyType, Drivetrain, FuelType, Transmission } from './catalog/listingOptions.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().trim().max(max).optional());
const year = z.coerce.number({ error: 'Year must be a number' }).int('Year must be a whole number').min(1900).max(2100);

export const specsRequestSchema = z.object({
  make: text('Make', 60),
  model: text('Model', 80),
  year,
  trim: optionalText(100),
});
export type SpecsRequest = z.input<typeof specsRequestSchema>;

export const featuresRequestSchema = specsRequestSchema.extend({
  bodyType: optionalText(40),
  fuelType: optionalText(40),
  vehicleDescription: optionalText(300),
});
export type FeaturesRequest = z.input<typeof featuresRequestSchema>;

export const vinDecodeRequestSchema = z.object({
  vin: z.string({ error: 'VIN is required' }).max(64, 'VIN must be exactly 17 characters'),
});

/** POST /api/vehicles/vin/decode's answer: the car a VIN stands for, in the listing form's vocabulary. */
export interface DecodedVin {
  vin: string;
  /** In the catalogue's spelling. */
  make: string;
  /** As the decoder says (vPIC's model name, e.g. BMW '530i' with series '5-Series'). */
  model: string;
  year: number;
  trim?: string;
  series?: string;
  bodyType?: BodyType;
  fuelType?: FuelType;
  transmission?: Transmission;
  drivetrain?: Drivetrain;
  /** e.g. '2.0L I4'. */
  engine?: string;
}
