import { describe, expect, it } from 'vitest';
import {
  findTrim,
  isKnownMake,
  modelsOf,
  sharedSpecs,
  standardFeatures,
  trimsOf,
} from '../../contract/catalog/catalogQueries.ts';
import { bodyTypes, conditions, drivetrains, fuelTypes, transmissions } from '../../contract/catalog/listingOptions.ts';
import { listingMakes, makeModels } from '../../contract/catalog/makes.ts';
import { modelDetails } from '../../contract/catalog/modelDetails.ts';
import { nameKey } from '../../contract/catalog/nameKey.ts';
import { presetFeatures } from '../../contract/catalog/presetFeatures.ts';
import {
  homeBrandTiles,
  quickBrandChips,
  resolveSearchMake,
  searchBodyTypes,
  searchColors,
  searchConditions,
  searchDrivetrains,
  searchFeatures,
  searchFuelTypes,
  searchMakes,
  searchTransmissions,
  searchYears,
  storedValuesFor,
  type SearchOption,
} from '../../contract/catalog/searchFilters.ts';
import type { ModelDetail, StandardFeature } from '../../contract/catalog/types.ts';

// "Listing form makes", copied as written.
const specFormMakes =
  `Acura, Alfa Romeo, Aston Martin, Audi, Bentley, BMW, Bugatti, Buick, Cadillac, Chevrolet, Chrysler, Dodge,
  Ferrari, Ford, Genesis, GMC, Honda, Hyundai, Infiniti, Jaguar, Jeep, Kia, Koenigsegg, Lamborghini, Land Rover, Lexus,
  Lincoln, Lotus, Lucid, Maserati, Maybach, Mazda, McLaren, Mercedes-Benz, MINI, Mitsubishi, Nissan, Pagani, Polestar,
  Porsche, Ram, Rivian, Rolls-Royce, Subaru, Tesla, Toyota, Volkswagen, Volvo`
    .split(',')
    .map((make) => make.trim());

// "Preset features on the listing form".
const specPresets =
  `Air Conditioning, Heated Seats, Leather Interior, Sunroof/Moonroof, Navigation System, Backup Camera,
  Bluetooth Connectivity, Cruise Control, Power Windows, Power Door Locks, Keyless Entry, Remote Start, All-Wheel Drive,
  Premium Sound System, USB Ports, Wireless Charging, Parking Sensors, Blind Spot Monitoring, Lane Departure Warning,
  Adaptive Cruise Control, Automatic Emergency Braking, Tinted Windows, Roof Rack, Trailer Hitch, Third Row Seating`
    .split(',')
    .map((feature) => feature.trim());

/** Every model entry of the catalogue with its make and name. */
const modelEntries = listingMakes.flatMap((make) =>
  Object.entries((modelDetails[make] ?? {}) as Record<string, ModelDetail>).map(([model, detail]) => ({
    make,
    model,
    detail,
  })),
);
const allTrims = modelEntries.flatMap(({ make, model }) => trimsOf(make, model).map((trim) => ({ make, model, trim })));
const featureName = (feature: StandardFeature) => (typeof feature === 'string' ? feature : feature.name);

describe('form makes and models', () => {
  it("has the 48 makes of the form, in the spec's order and spelling", () => {
    expect(specFormMakes).toHaveLength(48);
    expect(listingMakes).toEqual(specFormMakes);
  });

  it('gives every make models, each named once (ignoring case, spaces and hyphens)', () => {
    for (const make of listingMakes) {
      const models = makeModels[make];
      expect(models.length, make).toBeGreaterThan(0);
      expect(new Set(models.map(nameKey)).size, make).toBe(models.length);
    }
  });

  it('describes only models of the model lists, and names each trim once per model', () => {
    for (const { make, model, detail } of modelEntries) {
      expect(modelsOf(make), `${make} ${model}`).toContain(model);
      const trimKeys = (detail.trims ?? []).map((trim) => nameKey(trim.name));
      expect(new Set(trimKeys).size, `${make} ${model}`).toBe(trimKeys.length);
    }
  });
});

describe('trims and features', () => {
  it("uses only the form's enumerations in every trim's specs", () => {
    expect(allTrims.length).toBeGreaterThan(300);
    for (const { make, model, trim } of allTrims) {
      const where = `${make} ${model} ${trim.name}`;
      if (trim.bodyType) expect(bodyTypes, where).toContain(trim.bodyType);
      if (trim.fuelType) expect(fuelTypes, where).toContain(trim.fuelType);
      if (trim.transmission) expect(transmissions, where).toContain(trim.transmission);
      if (trim.drivetrain) expect(drivetrains, where).toContain(trim.drivetrain);
    }
  });

  it('lists only the 25 preset features, with plausible model years', () => {
    expect([...presetFeatures]).toEqual(specPresets);
    expect(presetFeatures).toHaveLength(25);
    const listed = modelEntries.flatMap(({ detail }) => [
      ...(detail.features ?? []),
      ...(detail.trims ?? []).flatMap((trim) => trim.features ?? []),
    ]);
    expect(listed.length).toBeGreaterThan(100);
    for (const feature of listed) {
      expect(presetFeatures).toContain(featureName(feature));
      if (typeof feature !== 'string') expect(feature.since).toBeGreaterThanOrEqual(1990);
    }
  });

  it('has trims for the six home-page brands', () => {
    for (const make of ['BMW', 'Mercedes-Benz', 'Lexus', 'Land Rover', 'Porsche']) {
      expect(
        modelsOf(make).some((model) => trimsOf(make, model).length > 0),
        make,
      ).toBe(true);
    }
    expect(trimsOf('Chevrolet', 'Corvette').length).toBeGreaterThan(0);
  });

  it('trims the core models of the brands most listed', () => {
    const core: Record<string, string[]> = {
      BMW: ['3 Series', '5 Series', 'X5', 'M3'],
      'Mercedes-Benz': ['C-Class', 'E-Class', 'S-Class', 'GLE'],
      Lexus: ['ES', 'RX', 'IS', 'LX'],
      'Land Rover': ['Range Rover', 'Range Rover Sport', 'Defender'],
      Chevrolet: ['Corvette', 'Tahoe', 'Silverado 1500'],
      Porsche: ['911', 'Cayenne', 'Macan', 'Taycan', 'Panamera', '718 Cayman', '718 Boxster'],
      Toyota: ['Camry', 'Corolla', 'RAV4'],
      Honda: ['Civic', 'Accord', 'CR-V'],
      Ford: ['F-150', 'Mustang', 'Explorer'],
      Tesla: ['Model 3', 'Model Y', 'Model S'],
      Audi: ['A4', 'Q5', 'Q7'],
    };
    for (const [make, models] of Object.entries(core)) {
      for (const model of models) expect(trimsOf(make, model).length, `${make} ${model}`).toBeGreaterThan(0);
    }
  });
});

describe('lookups', () => {
  it('ignore case and extra spaces', () => {
    expect(isKnownMake('  land   rover ')).toBe(true);
    expect(isKnownMake('Fisker')).toBe(false);
    expect(modelsOf('bmw')).toContain('M3');
    expect(modelsOf('Fisker')).toEqual([]);
    expect(trimsOf('porsche', ' 911 ').map((trim) => trim.name)).toContain('Carrera 4S');
    expect(findTrim('MERCEDES-BENZ', 's-class', '  s 580   4matic ')).toEqual({
      name: 'S 580 4MATIC',
      bodyType: 'sedan',
      fuelType: 'premium-gasoline',
      transmission: 'automatic',
      drivetrain: 'awd',
    });
    expect(findTrim('BMW', 'M3', 'M3 Competition xDrive')?.name).toBe('Competition xDrive');
    expect(findTrim('BMW', 'M3', 'Touring Plaid')).toBeUndefined();
  });

  it("merge a model's specs under its trims and share only what every trim agrees on", () => {
    expect(trimsOf('Porsche', 'Taycan').find((trim) => trim.name === 'Base')?.drivetrain).toBe('rwd');
    expect(sharedSpecs('Audi', 'Q5')).toEqual({ bodyType: 'suv', drivetrain: 'awd' });
    expect(sharedSpecs('Tesla', 'Model X')).toEqual({
      bodyType: 'suv',
      fuelType: 'electric',
      transmission: 'automatic',
      drivetrain: 'awd',
    });
  });

  it('give standard features of a model year, in preset order', () => {
    expect(standardFeatures('Tesla', 'Model 3', 'Performance', 2019)).toContain('Heated Seats');
    expect(standardFeatures('Tesla', 'Model 3', 'Performance', 2019)).not.toContain('Wireless Charging');
    expect(standardFeatures('Tesla', 'Model 3', 'Performance', 2021)).toContain('Wireless Charging');
    expect(standardFeatures('Lexus', 'RX', 'RX 350L', 2020)).toContain('Third Row Seating');
    expect(standardFeatures('Lexus', 'RX', 'RX 350', 2020)).not.toContain('Third Row Seating');
    expect(standardFeatures('Nissan', 'Altima', 'SV', 2020)).toBeUndefined();
    const features = standardFeatures('BMW', 'X7', 'xDrive40i', 2023) ?? [];
    expect(features).toEqual([...features].sort((a, b) => presetFeatures.indexOf(a) - presetFeatures.indexOf(b)));
  });
});

describe('search filters', () => {
  it("offer 41 makes, Acura to Volvo, with the form's model lists", () => {
    expect(searchMakes).toHaveLength(41);
    expect(searchMakes[0].label).toBe('Acura');
    expect(searchMakes.at(-1)?.label).toBe('Volvo');
    for (const make of searchMakes) {
      expect(listingMakes).toContain(make.label);
      expect(make.models).toEqual(modelsOf(make.label));
      expect(make.matches).toContain(make.label);
    }
    expect(searchMakes.find((make) => make.label === 'Mercedes-Benz')?.matches).toEqual(['Mercedes-Benz', 'Maybach']);
  });

  it('translate every stored value of each enumeration from at least one option, and only valid ones', () => {
    const groups: [readonly SearchOption[], readonly string[], string[]][] = [
      [searchBodyTypes, bodyTypes, ['Sedan', 'SUV', 'Hatchback', 'Coupe', 'Convertible', 'Truck', 'Van', 'Wagon']],
      [searchFuelTypes, fuelTypes, ['Gasoline', 'Hybrid', 'Electric', 'Diesel']],
      [searchTransmissions, transmissions, ['Automatic', 'Manual', 'CVT']],
      [searchDrivetrains, drivetrains, ['Front-wheel Drive', 'Rear-wheel Drive', 'All-wheel Drive', '4-wheel Drive']],
      [searchConditions, conditions, ['New', 'Used', 'Certified Pre-Owned']],
    ];
    for (const [options, stored, labels] of groups) {
      expect(options.map((option) => option.label)).toEqual(labels);
      const matched = options.flatMap((option) => option.matches);
      expect(new Set(matched)).toEqual(new Set(stored));
    }
    expect(storedValuesFor(searchBodyTypes, 'sedan')).toEqual(['sedan', '4-door-sedan']);
    expect(storedValuesFor(searchBodyTypes, 'Sedan')).toEqual(['sedan', '4-door-sedan']);
    expect(storedValuesFor(searchBodyTypes, 'minivan')).toEqual(['minivan']);
    expect(storedValuesFor(searchTransmissions, 'Automatic')).toEqual([
      'automatic',
      '8-speed-automatic',
      '7-speed-dual-clutch',
    ]);
    expect(storedValuesFor(searchDrivetrains, 'rear-wheel drive')).toEqual(['rwd', 'rear-wheel-drive']);
    expect(storedValuesFor(searchConditions, 'Used')).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect(storedValuesFor(searchConditions, 'Certified Pre-Owned')).toEqual([]);
    expect(storedValuesFor(searchFuelTypes, 'hydrogen')).toBeUndefined();
  });

  it("map the 16 features to the presets and to the fallback's spellings", () => {
    expect(searchFeatures.map((feature) => feature.label)).toEqual([
      'Air Conditioning',
      'Bluetooth',
      'Backup Camera',
      'Navigation System',
      'Heated Seats',
      'Leather Seats',
      'Sunroof',
      'Premium Sound System',
      'Cruise Control',
      'Keyless Entry',
      'Remote Start',
      'Parking Sensors',
      'Lane Departure Warning',
      'Blind Spot Monitoring',
      'Apple CarPlay',
      'Android Auto',
    ]);
    for (const feature of searchFeatures) {
      const mapsToPreset = feature.matches.some((match) => (presetFeatures as readonly string[]).includes(match));
      expect(mapsToPreset, feature.label).toBe(!['Apple CarPlay', 'Android Auto'].includes(feature.label));
    }
    const matchesOf = (label: string) => searchFeatures.find((feature) => feature.label === label)?.matches;
    expect(matchesOf('Bluetooth')).toContain('Bluetooth Connectivity');
    expect(matchesOf('Leather Seats')).toEqual(expect.arrayContaining(['Leather Interior', 'Leather seats']));
    expect(matchesOf('Sunroof')).toContain('Sunroof/Moonroof');
    expect(matchesOf('Apple CarPlay')).toEqual(['Apple CarPlay']);
  });

  it('offer the colours and the last 30 years', () => {
    expect(searchColors).toEqual([
      'Black',
      'White',
      'Silver',
      'Gray',
      'Red',
      'Blue',
      'Green',
      'Brown',
      'Beige',
      'Other',
    ]);
    const years = searchYears(new Date(2026, 5, 1));
    expect(years).toHaveLength(30);
    expect([years[0], years.at(-1)]).toEqual([2026, 1997]);
  });

  it('resolve brand chips and home tiles to a make and model', () => {
    expect(quickBrandChips.map((chip) => chip.label)).toEqual([
      'Mercedes-Benz',
      'BMW',
      'Porsche',
      'Lexus',
      'Range Rover',
      'Corvette',
    ]);
    for (const target of [...quickBrandChips, ...homeBrandTiles]) {
      expect(isKnownMake(target.make)).toBe(true);
      if (target.model) expect(modelsOf(target.make)).toContain(target.model);
    }
    expect(resolveSearchMake('Range Rover')?.make).toBe('Land Rover');
    expect(resolveSearchMake('Range Rover')?.model).toBeUndefined();
    expect(resolveSearchMake('corvette')).toMatchObject({ make: 'Chevrolet', model: 'Corvette' });
    expect(resolveSearchMake('Mercedes')).toMatchObject({ make: 'Mercedes-Benz' });
    expect(resolveSearchMake('bmw')).toMatchObject({ make: 'BMW' });
    expect(resolveSearchMake('Fisker')).toBeUndefined();
  });
});
