/** The listing form's enumerations: stored values, in form order. */
export const conditions = ['excellent', 'good', 'fair', 'poor'] as const;
export const bodyTypes = [
  'sedan',
  '4-door-sedan',
  '5-door-hatchback',
  'suv',
  'truck',
  'coupe',
  'convertible',
  'hatchback',
  'wagon',
  'van',
  'minivan',
] as const;
export const fuelTypes = ['gasoline', 'premium-gasoline', 'diesel', 'electric', 'hybrid', 'plug-in-hybrid'] as const;
export const transmissions = ['automatic', '8-speed-automatic', '7-speed-dual-clutch', 'manual', 'cvt'] as const;
export const drivetrains = ['fwd', 'rwd', 'rear-wheel-drive', 'awd', 'all-wheel-drive', '4wd'] as const;

/** Listing status; 'featured' is the separate isFeatured flag, not a status. */
export const vehicleStatuses = ['pending', 'approved', 'rejected', 'sold'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];
/** Statuses anyone may see; the others only the owner and admins. */
export const publicStatuses: readonly VehicleStatus[] = ['approved', 'sold'];

export type Condition = (typeof conditions)[number];
export type BodyType = (typeof bodyTypes)[number];
export type FuelType = (typeof fuelTypes)[number];
export type Transmission = (typeof transmissions)[number];
export type Drivetrain = (typeof drivetrains)[number];

/** Business limits. */
export const limits = {
  photosPerListing: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  vinLength: 17,
  firstYear: 1990,
  maxMileage: 2_000_000,
  /** numeric(10,2) */
  maxPrice: 99_999_999.99,
  listEntries: 40,
  listEntryLength: 80,
} as const;

/** The newest model year a listing may have: makers sell next year's models from the summer on. */
export function lastListingYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

/** Years offered by the listing form: the newest model year down to 1990. */
export function listingYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = lastListingYear(now); year >= limits.firstYear; year--) years.push(year);
  return years;
}
