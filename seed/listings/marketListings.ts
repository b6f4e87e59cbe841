/**
 * More demo listings of the models the hand-written ones already hold, so the market value (contract/deals.ts) has
 * comparables to work from: a real marketplace lists many cars of its popular models. Each approved model gets
 * siblings of its first approved listing (same make, model, trim, body, fuel, transmission, drivetrain, interior
 * and features) until it has `APPROVED_PER_MODEL` approved listings, plus now and then a sold one. Years, mileage,
 * prices, colours and places vary by a hash of the anchor's VIN, never by chance: every machine seeds the same cars.
 */
import { vinCheckDigit } from '../../cms/domain/generate/vin.ts';
import type { Drivetrain, Transmission } from '../../contract/catalog/listingOptions.ts';
import { formatMileage, vehicleTitle } from '../../contract/format.ts';
import { demoListings, type DemoListing } from './demoListings.ts';
import { hashOf } from './photos/look.ts';
import type { ExteriorColour } from './palette.ts';

/** Each model's own level needs 3 other approved listings (marketValueRules.minModelComparables): 4 in all. */
const APPROVED_PER_MODEL = 4;

/** One-off exotics: a handful of them sell a year, so a marketplace rarely holds comparables for them. */
const exoticMakes = new Set(['Rolls-Royce', 'Bentley', 'Aston Martin', 'McLaren']);
const exoticModels = new Set(['Maserati MC20']);

/** The model year the demo is set in: no sibling is newer. */
const CURRENT_MODEL_YEAR = 2026;
const MILES_PER_YEAR = 12_000;
/** Used cars lose about 13 % a year and 3 % per 10,000 miles (decisions.md, "Market value"). */
const PRICE_PER_YEAR = 0.13;
const PRICE_PER_10K_MILES = -0.03;
/** Asking prices of alike cars spread this far either way, so the siblings' ratings spread from Great to High. */
const PRICE_NOISE = 0.12;
/** From this many miles on, a sibling of an 'excellent' car is sold as 'good'. */
const EXCELLENT_BELOW_MILES = 60_000;
/** The oldest a sibling is listed, in days: the demo's listings span the last 60 days. */
const OLDEST_DAYS_AGO = 58;

/** ISO 3779 model-year codes (position 10), 2010 to 2030: I, O, Q, U, Z and 0 are never used. */
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY';
const VIN_SERIAL_DIGITS = 6;

/** A deterministic number in [0, 1) for one choice about one sibling. */
function unit(seed: string): number {
  return hashOf(seed) / 0x1_0000_0000;
}

function pick<T>(options: readonly T[], seed: string): T {
  return options[hashOf(seed) % options.length];
}

function needsNoSiblings(listing: DemoListing): boolean {
  return exoticMakes.has(listing.make) || exoticModels.has(`${listing.make} ${listing.model}`);
}

/** The anchor's VIN with another model year and serial, and the check digit recomputed; unique among `taken`. */
function siblingVin(anchor: DemoListing, year: number, seed: string, taken: Set<string>): string {
  const yearCode = yearCodes[year - 2010];
  for (let attempt = 0; ; attempt++) {
    const serial = String(hashOf(`${seed}:vin:${attempt}`) % 10 ** VIN_SERIAL_DIGITS).padStart(VIN_SERIAL_DIGITS, '0');
    const draft = `${anchor.vin.slice(0, 8)}0${yearCode}${anchor.vin[10]}${serial}`;
    const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    if (!taken.has(vin)) {
      taken.add(vin);
      return vin;
    }
  }
}

function slugOf(parts: Array<string | number | undefined>): string {
  return parts
    .filter((part) => part !== undefined)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const transmissionWords: Record<Transmission, string> = {
  automatic: 'an automatic transmission',
  '8-speed-automatic': 'an 8-speed automatic',
  '7-speed-dual-clutch': 'a 7-speed dual-clutch',
  manual: 'a manual gearbox',
  cvt: 'a CVT',
};
const drivetrainWords: Record<Drivetrain, string> = {
  fwd: 'front-wheel drive',
  rwd: 'rear-wheel drive',
  'rear-wheel-drive': 'rear-wheel drive',
  awd: 'all-wheel drive',
  'all-wheel-drive': 'all-wheel drive',
  '4wd': 'four-wheel drive',
};

/** Only what the data says: the car, its miles, colours, gearbox, drive, three of its features and its place. */
function descriptionOf(listing: Omit<DemoListing, 'description'>): string {
  const features = listing.features.slice(0, 3);
  const title = vehicleTitle({ ...listing, trim: listing.trim ?? null });
  return (
    `${title} with ${formatMileage(listing.mileage, { unit: 'miles' })}, in ${listing.exteriorColor} ` +
    `over a ${listing.interiorColor} interior, with ${transmissionWords[listing.transmission]} and ` +
    `${drivetrainWords[listing.drivetrain]}. Equipped with ${features.slice(0, -1).join(', ')} and ` +
    `${features[features.length - 1]}. Located in ${listing.location}.`
  );
}

interface Pools {
  coloursByMake: Map<string, ExteriorColour[]>;
  places: Array<{ zipCode: string; location: string }>;
  /** Newer than every sibling: the pending listings stay the newest, as a moderation queue's are. */
  newestDaysAgo: number;
  taken: Set<string>;
}

function sibling(anchor: DemoListing, index: number, status: 'approved' | 'sold', pools: Pools): DemoListing {
  const seed = `${anchor.vin}:${index}`;
  const year = Math.min(CURRENT_MODEL_YEAR, anchor.year + Math.round(unit(`${seed}:year`) * 4) - 2);
  const age = Math.max(0.5, CURRENT_MODEL_YEAR - year);
  const mileage = Math.max(1_000, Math.round((age * MILES_PER_YEAR * (0.7 + unit(`${seed}:miles`) * 0.6)) / 100) * 100);
  const logPrice =
    Math.log(anchor.price) +
    PRICE_PER_YEAR * (year - anchor.year) +
    (PRICE_PER_10K_MILES * (mileage - anchor.mileage)) / 10_000 +
    (unit(`${seed}:price`) * 2 - 1) * PRICE_NOISE;
  const colours = (pools.coloursByMake.get(anchor.make) ?? []).filter((colour) => colour !== anchor.exteriorColor);
  const place = pick(
    pools.places.filter((candidate) => candidate.zipCode !== anchor.zipCode),
    `${seed}:place`,
  );
  const vin = siblingVin(anchor, year, seed, pools.taken);
  const facts = {
    ...anchor,
    slug: slugOf([year, anchor.make, anchor.model, anchor.trim, vin.slice(-6)]),
    vin,
    year,
    mileage,
    condition: anchor.condition === 'excellent' && mileage >= EXCELLENT_BELOW_MILES ? 'good' : anchor.condition,
    price: Math.round(Math.exp(logPrice) / 100) * 100,
    exteriorColor: colours.length > 0 ? pick(colours, `${seed}:colour`) : anchor.exteriorColor,
    zipCode: place.zipCode,
    location: place.location,
    features: [...anchor.features],
    recentServices: [],
    seller: pick(['seller', 'harper', 'diego', 'priya'] as const, `${seed}:seller`),
    status,
    isFeatured: false,
    views: 20 + (hashOf(`${seed}:views`) % 400),
    listedDaysAgo: pools.newestDaysAgo + Math.round(unit(`${seed}:days`) * (OLDEST_DAYS_AGO - pools.newestDaysAgo)),
    photos: 1 + (hashOf(`${seed}:photos`) % 2),
  };
  return { ...facts, description: descriptionOf(facts) };
}

/** The siblings of the given listings' approved models, in a stable order. */
export function deriveMarketListings(listings: readonly DemoListing[]): DemoListing[] {
  const approved = listings.filter((listing) => listing.status === 'approved');
  const byModel = new Map<string, DemoListing[]>();
  for (const listing of approved) {
    const key = `${listing.make}\u0000${listing.model}`;
    byModel.set(key, [...(byModel.get(key) ?? []), listing]);
  }
  const coloursByMake = new Map<string, ExteriorColour[]>();
  for (const listing of listings) {
    const colours = coloursByMake.get(listing.make) ?? [];
    if (!colours.includes(listing.exteriorColor)) coloursByMake.set(listing.make, [...colours, listing.exteriorColor]);
  }
  const places = [...new Map(listings.map((listing) => [listing.zipCode, listing.location])).entries()].map(
    ([zipCode, location]) => ({ zipCode, location }),
  );
  const pending = listings.filter((listing) => listing.status === 'pending').map((listing) => listing.listedDaysAgo);
  const pools: Pools = {
    coloursByMake,
    places,
    // A day older than the newest pending listing, and 3 days at most.
    newestDaysAgo: Math.ceil(Math.min(...pending, 2)) + 1,
    taken: new Set(listings.map((listing) => listing.vin)),
  };

  const siblings: DemoListing[] = [];
  for (const models of byModel.values()) {
    const anchor = models[0];
    if (needsNoSiblings(anchor)) continue;
    const missing = Math.max(0, APPROVED_PER_MODEL - models.length);
    for (let i = 0; i < missing; i++) siblings.push(sibling(anchor, i, 'approved', pools));
    // About one model in four also shows a car that has sold, as a live marketplace does.
    if (hashOf(`${anchor.vin}:sold`) % 4 === 0) siblings.push(sibling(anchor, missing, 'sold', pools));
  }
  return siblings;
}

export const marketListings: readonly DemoListing[] = deriveMarketListings(demoListings);

/** Every listing the demo seed creates: the hand-written ones and their market siblings. */
export const seededListings: readonly DemoListing[] = [...demoListings, ...marketListings];
