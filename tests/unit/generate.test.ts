import { describe, expect, it } from 'vitest';
import { generateFeatures } from '../../cms/domain/generate/features.ts';
import { generateSpecs } from '../../cms/domain/generate/specs.ts';
import { FALLBACK_FEATURE_LIMIT, fallbackFeatures } from '../../contract/catalog/featureFallback.ts';
import { presetFeatures } from '../../contract/catalog/presetFeatures.ts';

const sinceYear = ['Backup camera', 'Bluetooth connectivity', 'USB ports'];
const premium = ['Premium audio system', 'Leather seats', 'Navigation system'];
const sporty = ['Sport seats', 'Performance suspension', 'Sport steering wheel'];
const phoneProjection = ['Apple CarPlay', 'Android Auto'];

describe('generateSpecs', () => {
  it("gives a known trim's specs, whatever the case and spacing", () => {
    const m3 = {
      bodyType: 'sedan',
      fuelType: 'premium-gasoline',
      transmission: '8-speed-automatic',
      drivetrain: 'awd',
    };
    expect(generateSpecs({ make: 'BMW', model: 'M3', year: 2023, trim: 'Competition xDrive' })).toEqual(m3);
    expect(generateSpecs({ make: ' bmw ', model: 'm3', year: '2023', trim: 'M3  competition XDRIVE' })).toEqual(m3);
    expect(generateSpecs({ make: 'Lexus', model: 'ES', year: 2021, trim: 'ES 300h' })).toEqual({
      bodyType: 'sedan',
      fuelType: 'hybrid',
      transmission: 'cvt',
      drivetrain: 'fwd',
    });
  });

  it('gives an unknown trim only what its name or every trim of the model says', () => {
    expect(generateSpecs({ make: 'BMW', model: '3 Series', year: 2018, trim: '330i xDrive Gran Turismo' })).toEqual({
      drivetrain: 'awd',
    });
    expect(generateSpecs({ make: 'Audi', model: 'Q5', year: 2022, trim: '45 TFSI S line' })).toEqual({
      bodyType: 'suv',
      drivetrain: 'awd',
    });
    expect(generateSpecs({ make: 'Mercedes-Benz', model: 'E-Class', year: 2014, trim: 'E 350 BlueTEC Wagon' })).toEqual(
      {
        bodyType: 'wagon',
        fuelType: 'diesel',
        transmission: 'automatic',
      },
    );
    // A coupe-roofed SUV stays an SUV.
    expect(
      generateSpecs({ make: 'Mercedes-Benz', model: 'GLE Coupe', year: 2021, trim: 'GLE 450 4MATIC Coupe' }).bodyType,
    ).toBe('suv');
  });

  it('reads electric and hybrid makes and model names, and invents nothing else', () => {
    expect(generateSpecs({ make: 'Rivian', model: 'R1T', year: 2023, trim: 'Adventure Dual-Motor' })).toEqual({
      fuelType: 'electric',
      transmission: 'automatic',
      drivetrain: 'awd',
    });
    expect(generateSpecs({ make: 'Polestar', model: '1', year: 2021 })).toMatchObject({ fuelType: 'plug-in-hybrid' });
    expect(generateSpecs({ make: 'Audi', model: 'Q4 e-tron', year: 2023, trim: 'Premium' })).toEqual({
      fuelType: 'electric',
      transmission: 'automatic',
    });
    expect(generateSpecs({ make: 'Hyundai', model: 'Sonata', year: 2020, trim: 'Hybrid Limited' })).toEqual({
      fuelType: 'hybrid',
    });
    // vPIC's 2020 Altima SV: a petrol sedan; it says nothing of the drive (front or all-wheel) or the gearbox.
    expect(generateSpecs({ make: 'Nissan', model: 'Altima', year: 2020, trim: 'SV' })).toEqual({
      bodyType: 'sedan',
      fuelType: 'gasoline',
    });
    expect(generateSpecs({ make: 'Fisker', model: 'Ocean', year: 2023, trim: 'Extreme' })).toEqual({});
  });
});

describe('generateSpecs on real cars of different makes', () => {
  // Each expected value checked against the maker's own specification for that model year.
  it.each([
    ['Toyota', 'Camry', 'LE', 2022, { bodyType: 'sedan', drivetrain: 'fwd' }],
    ['Ford', 'F-150', 'XLT', 2020, { bodyType: 'truck' }],
    ['Tesla', 'Model 3', 'Long Range', 2021, { bodyType: 'sedan', fuelType: 'electric', drivetrain: 'awd' }],
    ['Porsche', 'Cayenne', 'S', 2020, { bodyType: 'suv', fuelType: 'premium-gasoline', drivetrain: 'awd' }],
    ['Mazda', 'CX-5', 'Touring', 2019, { bodyType: 'suv' }],
    ['Honda', 'CR-V', 'EX', 2019, { bodyType: 'suv', fuelType: 'gasoline' }],
    ['Kia', 'Telluride', 'EX', 2022, { bodyType: 'suv', fuelType: 'gasoline' }],
    ['Subaru', 'Outback', 'Limited', 2020, { fuelType: 'gasoline' }],
    ['Jeep', 'Wrangler', 'Rubicon', 2024, { bodyType: 'suv', fuelType: 'gasoline' }],
  ] as const)('%s %s %s (%i)', (make, model, trim, year, expected) => {
    expect(generateSpecs({ make, model, trim, year })).toMatchObject(expected);
  });

  it("takes the model year's entry: a Camry Hybrid LE is a hybrid, a 2022 Camry LE's fuel is left open", () => {
    // vPIC files the 2021-2024 LE under one VIN pattern for the petrol and the hybrid car.
    expect(generateSpecs({ make: 'Toyota', model: 'Camry', trim: 'LE Hybrid', year: 2019 }).fuelType).toBe('hybrid');
    expect(generateSpecs({ make: 'Toyota', model: 'Camry', trim: 'LE', year: 2022 }).fuelType).toBeUndefined();
  });
});

describe('fallback features', () => {
  it('adds the camera, Bluetooth and USB from 2015, not in 2014', () => {
    expect(fallbackFeatures({ make: 'Honda', year: 2014, trim: 'LX' })).toEqual([]);
    expect(fallbackFeatures({ make: 'Honda', year: 2015, trim: 'LX' })).toEqual(sinceYear);
  });

  it('adds Apple CarPlay and Android Auto from 2018, not in 2017', () => {
    expect(fallbackFeatures({ make: 'Honda', year: 2017 })).toEqual(sinceYear);
    expect(fallbackFeatures({ make: 'Honda', year: '2018' })).toEqual([...sinceYear, ...phoneProjection]);
  });

  it('adds premium audio, leather and navigation for the premium makes only', () => {
    for (const make of ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Acura', 'Infiniti', 'cadillac']) {
      expect(fallbackFeatures({ make, year: 2010 }), make).toEqual(premium);
    }
    expect(fallbackFeatures({ make: 'Porsche', year: 2010 })).toEqual([]);
  });

  it('adds the sport features for trims containing sport or performance, in any case', () => {
    for (const trim of ['Sport', 'SPORT Touring', 'xDrive sportline', 'Performance Package']) {
      expect(fallbackFeatures({ make: 'Honda', year: 2010, trim }), trim).toEqual(sporty);
    }
    expect(fallbackFeatures({ make: 'Honda', year: 2010, trim: 'GT' })).toEqual([]);
  });

  it('keeps at most 8, in the order of the rules', () => {
    expect(FALLBACK_FEATURE_LIMIT).toBe(8);
    expect(fallbackFeatures({ make: 'BMW', year: 2020, trim: 'M Sport' })).toEqual([
      ...sinceYear,
      ...premium,
      'Sport seats',
      'Performance suspension',
    ]);
  });
});

describe('generateFeatures', () => {
  it("gives the catalogue's standard features, honouring the year a feature became standard", () => {
    const early = generateFeatures({ make: 'Tesla', model: 'Model 3', year: 2019, trim: 'Long Range AWD' }).features;
    const later = generateFeatures({ make: 'Tesla', model: 'Model 3', year: 2021, trim: 'Long Range AWD' }).features;
    expect(early).toEqual(expect.arrayContaining(['Heated Seats', 'Navigation System', 'All-Wheel Drive']));
    expect(early).not.toContain('Wireless Charging');
    expect(later).toContain('Wireless Charging');
    const x7 = (year: number) => generateFeatures({ make: 'BMW', model: 'X7', year, trim: 'xDrive40i' }).features;
    expect(x7(2021)).toContain('Third Row Seating');
    expect(x7(2021)).not.toContain('Automatic Emergency Braking');
    expect(x7(2023)).toContain('Automatic Emergency Braking');
  });

  it('names only preset features for a known car, All-Wheel Drive only when it has it', () => {
    const corvette = generateFeatures({
      make: 'Chevrolet',
      model: 'Corvette',
      year: 2022,
      trim: 'Stingray Coupe',
    }).features;
    for (const feature of corvette) expect(presetFeatures).toContain(feature);
    expect(corvette).not.toContain('All-Wheel Drive');
    expect(
      generateFeatures({ make: 'Chevrolet', model: 'Corvette', year: 2024, trim: 'E-Ray Coupe' }).features,
    ).toContain('All-Wheel Drive');
  });

  it("falls back to the spec's rules for a car the catalogue does not know", () => {
    expect(
      generateFeatures({
        make: 'Acura',
        model: 'MDX',
        year: 2019,
        trim: 'A-Spec Sport',
        bodyType: 'suv',
        fuelType: 'gasoline',
      }),
    ).toEqual({
      features: [...sinceYear, ...premium, 'Sport seats', 'Performance suspension'],
    });
    expect(generateFeatures({ make: 'Fisker', model: 'Ocean', year: 2014 })).toEqual({ features: [] });
  });
});
