/**
 * The search screen's filter lists and how each option translates into the
 * values listings store, so the server can turn a filter into a query. Small on purpose: it carries make and
 * model names but none of the trim data.
 */
import { fallbackFeatureNames as fallback } from './featureFallback.ts';
import {
  conditions,
  type BodyType,
  type Condition,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from './listingOptions.ts';
import { listingMakes, makeModels, type Make } from './makes.ts';
import { nameKey } from './nameKey.ts';

/** An option as the search screen shows it, with the stored values it stands for. */
export interface SearchOption<Stored extends string = string> {
  readonly label: string;
  readonly matches: readonly Stored[];
}

export interface SearchMake extends SearchOption<Make> {
  readonly models: readonly string[];
}

/**
 * Form makes the make filter leaves out, to keep 41: hypercar makes with a handful of US cars a year, Lotus
 * (the smallest US volume of the rest), Mitsubishi and Chrysler (whose used cars sit mostly below the
 * marketplace's premium range), and Maybach, whose listings the Mercedes-Benz option finds instead. Their
 * listings are still found by keyword.
 */
const makesLeftOut: readonly Make[] = ['Bugatti', 'Chrysler', 'Koenigsegg', 'Lotus', 'Maybach', 'Mitsubishi', 'Pagani'];
/** Mercedes-Maybach cars are Mercedes-Benz models; sellers may have picked either make. */
const makesFoldedInto: Partial<Record<Make, readonly Make[]>> = { 'Mercedes-Benz': ['Maybach'] };

/** 41 makes, Acura to Volvo, each with the form's model list. */
export const searchMakes: readonly SearchMake[] = listingMakes
  .filter((make) => !makesLeftOut.includes(make))
  .map((make) => ({ label: make, models: makeModels[make], matches: [make, ...(makesFoldedInto[make] ?? [])] }));

/** A search for a make, or for one model of it. */
export interface SearchTarget {
  readonly label: string;
  readonly make: Make;
  readonly model?: string;
}

/** Quick brand chips of /search: Range Rover is a Land Rover, Corvette a Chevrolet model. */
export const quickBrandChips: readonly SearchTarget[] = [
  { label: 'Mercedes-Benz', make: 'Mercedes-Benz' },
  { label: 'BMW', make: 'BMW' },
  { label: 'Porsche', make: 'Porsche' },
  { label: 'Lexus', make: 'Lexus' },
  { label: 'Range Rover', make: 'Land Rover' },
  { label: 'Corvette', make: 'Chevrolet', model: 'Corvette' },
];

/** The home page's six brand tiles; they link to /search?make={label}, which resolveSearchMake reads back. */
export const homeBrandTiles: readonly SearchTarget[] = [
  { label: 'BMW', make: 'BMW' },
  { label: 'Mercedes', make: 'Mercedes-Benz' },
  { label: 'Lexus', make: 'Lexus' },
  { label: 'Land Rover', make: 'Land Rover' },
  { label: 'Corvette', make: 'Chevrolet', model: 'Corvette' },
  { label: 'Porsche', make: 'Porsche' },
];

/** The make select of the header search bar (variant A) and its maximum prices in dollars. */
export const headerSearchMakes: readonly Make[] = [
  'Honda',
  'Toyota',
  'Ford',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Chevrolet',
  'Nissan',
];
export const headerMaxPrices: readonly number[] = [10_000, 20_000, 30_000, 50_000, 100_000];

/** The make (and model) a ?make= value means: a form make in any case, or a chip or tile label such as 'Corvette'. */
export function resolveSearchMake(text: string): SearchTarget | undefined {
  const key = nameKey(text);
  const make = listingMakes.find((candidate) => nameKey(candidate) === key);
  if (make) return { label: make, make };
  return [...quickBrandChips, ...homeBrandTiles].find((target) => nameKey(target.label) === key);
}

export const searchBodyTypes: readonly SearchOption<BodyType>[] = [
  { label: 'Sedan', matches: ['sedan', '4-door-sedan'] },
  { label: 'SUV', matches: ['suv'] },
  { label: 'Hatchback', matches: ['hatchback', '5-door-hatchback'] },
  { label: 'Coupe', matches: ['coupe'] },
  { label: 'Convertible', matches: ['convertible'] },
  { label: 'Truck', matches: ['truck'] },
  { label: 'Van', matches: ['van', 'minivan'] },
  { label: 'Wagon', matches: ['wagon'] },
];

export const searchFuelTypes: readonly SearchOption<FuelType>[] = [
  { label: 'Gasoline', matches: ['gasoline', 'premium-gasoline'] },
  { label: 'Hybrid', matches: ['hybrid', 'plug-in-hybrid'] },
  { label: 'Electric', matches: ['electric'] },
  { label: 'Diesel', matches: ['diesel'] },
];

export const searchTransmissions: readonly SearchOption<Transmission>[] = [
  { label: 'Automatic', matches: ['automatic', '8-speed-automatic', '7-speed-dual-clutch'] },
  { label: 'Manual', matches: ['manual'] },
  { label: 'CVT', matches: ['cvt'] },
];

export const searchDrivetrains: readonly SearchOption<Drivetrain>[] = [
  { label: 'Front-wheel Drive', matches: ['fwd'] },
  { label: 'Rear-wheel Drive', matches: ['rwd', 'rear-wheel-drive'] },
  { label: 'All-wheel Drive', matches: ['awd', 'all-wheel-drive'] },
  { label: '4-wheel Drive', matches: ['4wd'] },
];

/**
 * The listing form stores how good a car is (excellent, good, fair, poor), not whether it is new or certified.
 * 'Used' matches every stored condition: the marketplace lists used cars. 'New' and 'Certified Pre-Owned' match
 * none until the form can record them, so choosing one honestly finds nothing rather than every used car.
 * (The product's 'Certified' card badge means an approved listing, which every public listing is.)
 */
export const searchConditions: readonly SearchOption<Condition>[] = [
  { label: 'New', matches: [] },
  { label: 'Used', matches: conditions },
  { label: 'Certified Pre-Owned', matches: [] },
];

/**
 * Colours are free text on a listing: a colour option matches a stored colour that names it, ignoring case;
 * 'Other' matches a colour that names none of the others.
 */
export const searchColors = [
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
] as const;

/**
 * The 16 search features with the stored feature names each finds: the preset feature where its name differs,
 * and the spelling of the local fallback where it writes one. Stored names compare exactly, so
 * each spelling is listed; a listing has the feature when it has any of them.
 */
export const searchFeatures: readonly SearchOption[] = [
  { label: 'Air Conditioning', matches: ['Air Conditioning'] },
  { label: 'Bluetooth', matches: ['Bluetooth Connectivity', fallback.bluetooth, 'Bluetooth'] },
  { label: 'Backup Camera', matches: ['Backup Camera', fallback.backupCamera] },
  { label: 'Navigation System', matches: ['Navigation System', fallback.navigation] },
  { label: 'Heated Seats', matches: ['Heated Seats'] },
  { label: 'Leather Seats', matches: ['Leather Interior', fallback.leatherSeats, 'Leather Seats'] },
  { label: 'Sunroof', matches: ['Sunroof/Moonroof', 'Sunroof'] },
  { label: 'Premium Sound System', matches: ['Premium Sound System', fallback.premiumAudio] },
  { label: 'Cruise Control', matches: ['Cruise Control'] },
  { label: 'Keyless Entry', matches: ['Keyless Entry'] },
  { label: 'Remote Start', matches: ['Remote Start'] },
  { label: 'Parking Sensors', matches: ['Parking Sensors'] },
  { label: 'Lane Departure Warning', matches: ['Lane Departure Warning'] },
  { label: 'Blind Spot Monitoring', matches: ['Blind Spot Monitoring'] },
  // Not preset features: sellers type them, and the fallback writes them.
  { label: 'Apple CarPlay', matches: [fallback.appleCarPlay] },
  { label: 'Android Auto', matches: [fallback.androidAuto] },
];

/**
 * A search feature's place in searchFeatures, found by its label or any stored spelling it stands for (any case);
 * -1 for a seller's own feature. Listings keep one bit per place (`feature_bits`, migration search_counting).
 */
export function searchFeatureIndex(value: string): number {
  const key = nameKey(value);
  return searchFeatures.findIndex(
    (option) => nameKey(option.label) === key || option.matches.some((match) => nameKey(match) === key),
  );
}

export const SEARCH_YEAR_COUNT = 30;

/** The year filter: the current year and the 29 before it, newest first. */
export function searchYears(now: Date = new Date()): number[] {
  const newest = now.getFullYear();
  return Array.from({ length: SEARCH_YEAR_COUNT }, (_, index) => newest - index);
}

/**
 * The stored values a filter value stands for: an option's label (any case) gives its matches, a stored value
 * itself gives just that value, anything else undefined (the caller rejects it).
 */
export function storedValuesFor<Stored extends string>(
  options: readonly SearchOption<Stored>[],
  value: string,
): readonly Stored[] | undefined {
  const key = nameKey(value);
  const option = options.find((candidate) => nameKey(candidate.label) === key);
  if (option) return option.matches;
  const stored = options.flatMap((candidate) => candidate.matches).find((match) => nameKey(match) === key);
  return stored === undefined ? undefined : [stored];
}
