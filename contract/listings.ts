/** Listings on the wire: the body of create and update, ids, and the answer's shape. */
import { z } from 'zod';
import type { Deal } from './deals.ts';
import type { PriceDrop } from './priceHistory.ts';
import {
  bodyTypes,
  conditions,
  drivetrains,
  fuelTypes,
  limits,
  transmissions,
  vehicleStatuses,
} from './catalog/listingOptions.ts';
import { phoneProblem, priceProblem, ruleMessages, vinProblem, yearProblem, zipProblem } from './listingRules.ts';
import { REASON_MAX_LENGTH } from './rejectionReasons.ts';

/** A zod check from a rule of ./listingRules.ts, which answers its problem or undefined. */
const rule =
  <T>(problem: (value: T) => string | undefined) =>
  (value: T, context: z.RefinementCtx) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  };

/** "$45,000", "45,000.50", 45000 → 45000.5; anything else is left for the number check to refuse. */
export function parseMoney(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : value;
}

/** "18,500" → 18500; numbers pass; other strings stay strings (refused below). */
function parseWholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const cleaned = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : value;
}

/** Optional text: trimmed; empty becomes absent. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Must be at most ${max} characters`);
/** Optional choice from a list; '' and 'any' mean absent. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'any' || value === null ? undefined : value),
    z.enum(values, { error: `Must be one of: ${values.join(', ')}` }).optional(),
  );
const textList = z
  .array(z.string({ error: 'Each entry must be text' }).max(limits.listEntryLength * 4, 'Entry is too long'), {
    error: 'Must be a list of texts',
  })
  .max(200, 'Too many entries')
  .optional();

export const listingInputSchema = z.object({
  make: requiredText('Make', 60),
  model: requiredText('Model', 80),
  year: z.preprocess(
    parseWholeNumber,
    z
      .number({ error: 'Year is required' })
      .int('Year must be a whole number')
      .superRefine(rule((year: number) => yearProblem(year))),
  ),
  trim: optionalText(100),
  mileage: z.preprocess(
    parseWholeNumber,
    z
      .number({ error: 'Mileage is required' })
      .int('Mileage must be a whole number')
      .min(0, 'Mileage cannot be negative')
      .max(limits.maxMileage, `Mileage must be at most ${limits.maxMileage.toLocaleString('en-US')}`),
  ),
  price: z.preprocess(
    parseMoney,
    z
      .number({ error: 'Enter a price such as 45000 or $45,000' })
      .positive('Price must be positive')
      .max(limits.maxPrice, 'Price is too high')
      .superRefine(rule(priceProblem)),
  ),
  condition: z.enum(conditions, { error: `Condition must be one of: ${conditions.join(', ')}` }),
  bodyType: optionalChoice(bodyTypes),
  fuelType: optionalChoice(fuelTypes),
  transmission: optionalChoice(transmissions),
  drivetrain: optionalChoice(drivetrains),
  exteriorColor: optionalText(40),
  interiorColor: optionalText(40),
  description: optionalText(5000),
  features: textList,
  images: z
    .array(z.string({ error: 'Each photo must be an address' }).max(2048), {
      error: 'Must be a list of photo addresses',
    })
    .max(limits.photosPerListing, `At most ${limits.photosPerListing} photos`)
    .optional(),
  location: requiredText('City, State', 120),
  zipCode: z.string({ error: ruleMessages.zipRequired }).trim().superRefine(rule(zipProblem)),
  contactPhone: requiredText('Phone number', 40).superRefine(rule(phoneProblem)),
  contactEmail: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address' })),
  contactFirstName: optionalText(80),
  contactLastName: optionalText(80),
  contactLocation: optionalText(120),
  vin: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim().toUpperCase()) : value),
    z.string().superRefine(rule(vinProblem)).optional(),
  ),
  carfaxReportUrl: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: ruleMessages.url })]).optional(),
  ),
  recentServices: textList,
});
export type ListingInput = z.input<typeof listingInputSchema>;

/** A numeric path id such as /api/vehicles/42. */
export const vehicleIdSchema = z.coerce
  .number({ error: 'The vehicle id must be a number' })
  .int('The vehicle id must be a whole number')
  .positive('The vehicle id must be positive')
  .max(2_147_483_647, 'The vehicle id is too large');

/** A listing as the API answers it; private fields only for its owner and admins. */
export interface Vehicle {
  id: number;
  make: string;
  model: string;
  year: number;
  trim: string | null;
  mileage: number;
  /** numeric(10,2) as text, e.g. "68900.00" (a numeric string). */
  price: string;
  condition: string;
  bodyType: string | null;
  fuelType: string | null;
  transmission: string | null;
  drivetrain: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  description: string | null;
  features: string[];
  images: string[];
  location: string;
  zipCode: string;
  city: string | null;
  state: string | null;
  contactLocation: string | null;
  status: (typeof vehicleStatuses)[number];
  views: number;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
  /** Search with a location: miles from it. */
  distance?: number;
  /**
   * Market value and deal rating (contract/deals.ts): `{ rating: null }` for an approved listing with too few
   * similar ones; null when not valued (not approved, or a change under review that alters the value's inputs).
   */
  deal?: Deal | null;
  /** The listing's recent price drop (contract/priceHistory.ts), while it is on the market; else null. */
  priceDrop?: PriceDrop | null;
  // Owner and admins only:
  userId?: number;
  vin?: string | null;
  carfaxReportUrl?: string | null;
  recentServices?: string[];
  contactPhone?: string;
  contactEmail?: string;
  contactFirstName?: string | null;
  contactLastName?: string | null;
}

/** What a result card shows of a listing: a search with `view=card` answers these, with the first photo only. */
export const vehicleCardFields = [
  'id',
  'make',
  'model',
  'year',
  'trim',
  'mileage',
  'price',
  'condition',
  'bodyType',
  'images',
  'location',
  'city',
  'state',
  'status',
  'isFeatured',
  'deal',
  'priceDrop',
  'distance',
] as const satisfies readonly (keyof Vehicle)[];
export type VehicleCardData = Pick<Vehicle, (typeof vehicleCardFields)[number]>;

/** One field of a listing as it is live and as its owner changed it, both as display text. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * Where an owner's edit of a live (approved or sold) listing stands: waiting for review, while buyers see the live
 * version; or turned down, with the admin's reason, the live version unchanged.
 */
export type ChangeReview =
  { state: 'pending'; submittedAt: string } | { state: 'rejected'; reason: string | null; decidedAt: string };

/**
 * A listing as its owner (or an admin) reads it: the version they submitted, a rejected listing's latest reason
 * (null if none), and the review of a change to a live listing.
 */
export interface OwnVehicle extends Vehicle {
  rejectionReason?: string | null;
  changeReview?: ChangeReview | null;
}

/**
 * GET /api/admin/vehicles/pending: new listings, and live listings with a change held for review. For a change,
 * the fields are the submitted ones and `status` the live status; `changes` lists what differs from the live version.
 */
export interface PendingListing extends Vehicle {
  review: { kind: 'new' } | { kind: 'change'; submittedAt: string; changes: FieldChange[] };
}

/** What a moderation decision was about: a listing's status, or an owner's change to a live listing. */
export const moderationSubjects = ['listing', 'change'] as const;
export type ModerationSubject = (typeof moderationSubjects)[number];

/** PATCH /api/admin/vehicles/{vehicleId}/status */
export const statusChangeSchema = z.object({
  status: z.enum(vehicleStatuses, { error: `status must be one of: ${vehicleStatuses.join(', ')}` }),
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(REASON_MAX_LENGTH, `The reason has at most ${REASON_MAX_LENGTH} characters`).optional(),
  ),
});

/** GET /api/admin/stats */
export interface ListingStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  sold: number;
}

/** One entry of a listing's moderation history. */
export interface ModerationEvent {
  id: number;
  vehicleId: number;
  actorId: number | null;
  fromStatus: string;
  toStatus: string;
  reason: string | null;
  subject: ModerationSubject;
  createdAt: string;
}
