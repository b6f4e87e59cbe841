/**
 * Realistic listings for the search benchmark, as column arrays ready for one multi-row INSERT (unnest):
 * makes and models from the catalogue weighted by how common they are on US used-car lots, trims and standard
 * features from the catalogue where it knows them, prices that fall with age and mileage that grows with it,
 * real ZIP codes with their coordinates. A seeded generator, so every run of a given N has the same data.
 */
import { listingMakes, makeModels, type Make } from '../../contract/catalog/makes.ts';
import { sharedSpecs, standardFeatures, trimsOf } from '../../contract/catalog/catalogQueries.ts';
import { bodyTypes, conditions, drivetrains, fuelTypes, transmissions } from '../../contract/catalog/listingOptions.ts';
import { presetFeatures } from '../../contract/catalog/presetFeatures.ts';
import type { ZipPlace } from '../../cms/platform/geo/zipCodes.ts';

/** Bump when the generated data changes, so databases built by earlier runs are rebuilt. */
export const GENERATOR_VERSION = 2;

/** Share of the used-car market, roughly; makes not named count 1. */
const makeWeight: Partial<Record<Make, number>> = {
  Toyota: 14,
  Ford: 13,
  Chevrolet: 12,
  Honda: 10,
  Nissan: 8,
  Hyundai: 6,
  Kia: 5,
  Jeep: 5,
  Subaru: 4,
  GMC: 4,
  Ram: 4,
  BMW: 4,
  'Mercedes-Benz': 4,
  Volkswagen: 3,
  Lexus: 3,
  Audi: 3,
  Mazda: 3,
  Dodge: 3,
  Tesla: 2,
  Porsche: 1.5,
  Acura: 2,
  Cadillac: 1.5,
  Buick: 1.5,
  Volvo: 1.5,
  Infiniti: 1,
  Lincoln: 1,
  'Land Rover': 1,
  Genesis: 0.8,
};
/** New price of a typical car of the make, in dollars. */
const makeNewPrice: Partial<Record<Make, number>> = {
  Porsche: 110_000,
  'Land Rover': 90_000,
  'Mercedes-Benz': 68_000,
  BMW: 62_000,
  Audi: 55_000,
  Lexus: 55_000,
  Tesla: 55_000,
  Genesis: 52_000,
  Cadillac: 58_000,
  Lincoln: 55_000,
  Volvo: 50_000,
  Acura: 45_000,
  Infiniti: 48_000,
  Ferrari: 320_000,
  Lamborghini: 350_000,
  'Rolls-Royce': 400_000,
  Bentley: 250_000,
  'Aston Martin': 200_000,
  McLaren: 260_000,
  Maserati: 100_000,
  Bugatti: 3_000_000,
  Koenigsegg: 2_500_000,
  Pagani: 3_000_000,
  Maybach: 200_000,
};
const colors = [
  'Black',
  'White',
  'Silver',
  'Gray',
  'Blue',
  'Red',
  'Black Sapphire Metallic',
  'Alpine White',
  'Magnetic Gray Metallic',
  'Deep Blue Pearl',
  'Green',
  'Brown',
  'Beige',
  'Crimson Red Tintcoat',
  'Lunar Silver',
  'Midnight Black',
  'Orange',
];
const interiors = ['Black', 'Gray', 'Beige', 'Brown', 'Black Leather', 'Tan Leather', 'Red', 'Ivory'];
const phrases = [
  'One owner, clean history, all services at the dealer.',
  'Non-smoker, garage kept, new tires last spring.',
  'Recently detailed; minor scratch on the rear bumper.',
  'Highway miles, timing belt done, two keys.',
  'Well maintained with records; no accidents reported.',
  'Runs and drives great, ready for a road trip.',
];
const conditionWeights = [0.35, 0.45, 0.15, 0.05];
/** 80 % approved; the rest pending, rejected or sold, as a live marketplace has them. */
const statusWeights: [string, number][] = [
  ['approved', 0.8],
  ['pending', 0.1],
  ['rejected', 0.04],
  ['sold', 0.06],
];

export const listingColumns = [
  ['make', 'text'],
  ['model', 'text'],
  ['year', 'int'],
  ['trim', 'text'],
  ['mileage', 'int'],
  ['price', 'numeric'],
  ['condition', 'enum_vehicles_condition'],
  ['body_type', 'enum_vehicles_body_type'],
  ['fuel_type', 'enum_vehicles_fuel_type'],
  ['transmission', 'enum_vehicles_transmission'],
  ['drivetrain', 'enum_vehicles_drivetrain'],
  ['exterior_color', 'text'],
  ['interior_color', 'text'],
  ['description', 'text'],
  ['features', 'jsonb'],
  ['images', 'jsonb'],
  ['location', 'text'],
  ['zip_code', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
  ['contact_phone', 'text'],
  ['contact_email', 'text'],
  ['contact_location', 'text'],
  ['status', 'enum_vehicles_listing_status'],
  ['views', 'int'],
  ['owner_id', 'int'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;

/** mulberry32: small, fast, seeded. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class ListingFactory {
  private readonly makeTable: { make: Make; upTo: number }[] = [];
  private readonly totalWeight: number;
  private readonly now = Date.UTC(2026, 10, 20);

  constructor(
    private readonly random: () => number,
    private readonly zips: ZipPlace[],
    private readonly ownerId: number,
  ) {
    let sum = 0;
    for (const make of listingMakes) {
      sum += makeWeight[make] ?? 0.3;
      this.makeTable.push({ make, upTo: sum });
    }
    this.totalWeight = sum;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }

  private weighted<T>(values: readonly T[], weights: readonly number[]): T {
    let roll = this.random();
    for (let index = 0; index < values.length; index++) {
      roll -= weights[index];
      if (roll <= 0) return values[index];
    }
    return values[values.length - 1];
  }

  /** Standard normal (Box-Muller). */
  private normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.random())) * Math.cos(2 * Math.PI * this.random());
  }

  private make(): Make {
    const roll = this.random() * this.totalWeight;
    return this.makeTable.find((entry) => entry.upTo >= roll)?.make ?? 'Toyota';
  }

  /** One listing as column values, in listingColumns order. */
  next(index: number): unknown[] {
    const make = this.make();
    const models = makeModels[make] as readonly string[];
    // The first models of a make's list are not the commonest, but a skew makes some models far more common than others.
    const model = models[Math.floor(Math.pow(this.random(), 1.6) * models.length)];
    const age = Math.min(25, Math.floor(-Math.log(1 - this.random()) * 5.5));
    const year = 2026 - age;
    const trims = trimsOf(make, model);
    const trim = trims.length ? this.pick(trims) : undefined;
    const specs = trim ?? sharedSpecs(make, model);
    const mileage = Math.max(5, Math.round((age + 0.3) * 11_500 * Math.exp(this.normal() * 0.35)));
    const newPrice = (makeNewPrice[make] ?? 36_000) * Math.exp(this.normal() * 0.25);
    const price = Math.max(
      1_500,
      Math.round((newPrice * Math.pow(0.86, age) * Math.exp(-mileage / 400_000)) / 50) * 50,
    );
    const features =
      standardFeatures(make, model, trim?.name, year) ?? presetFeatures.filter(() => this.random() < 0.35);
    const zip = this.pick(this.zips);
    const status = this.weighted(
      statusWeights.map(([name]) => name),
      statusWeights.map(([, weight]) => weight),
    );
    const createdAt = new Date(this.now - this.random() * 180 * 86_400_000);
    const title = `${year} ${make} ${model}${trim ? ` ${trim.name}` : ''}`;
    const description = `${title} with ${features.slice(0, 3).join(', ').toLowerCase() || 'a clean interior'}. ${this.pick(phrases)} ${this.pick(phrases)}`;
    const photos = Array.from(
      { length: 4 + Math.floor(this.random() * 6) },
      (_, photo) => `/media/bench/${index}-${photo}.jpg`,
    );
    const location = `${zip.city}, ${zip.state}`;
    return [
      make,
      model,
      year,
      trim?.name ?? null,
      mileage,
      price.toFixed(2),
      this.weighted(conditions, conditionWeights),
      specs.bodyType ?? this.pick(bodyTypes),
      specs.fuelType ?? this.pick(fuelTypes),
      specs.transmission ?? this.pick(transmissions),
      specs.drivetrain ?? this.pick(drivetrains),
      this.pick(colors),
      this.pick(interiors),
      description,
      JSON.stringify(features),
      JSON.stringify(photos),
      location,
      zip.zip,
      zip.city,
      zip.state,
      zip.latitude,
      zip.longitude,
      `(555) ${String(100 + (index % 900)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`,
      `seller${index % 5000}@bench.test`,
      location,
      status,
      Math.floor(-Math.log(1 - this.random()) * 120),
      this.ownerId,
      createdAt.toISOString(),
      createdAt.toISOString(),
    ];
  }
}
