/**
 * A listing as the API answers it (contract `Vehicle`). Private fields pass through only when Payload kept them,
 * which its field access does for the owner and admins alone; the owner relationship becomes `userId`.
 */
import type { Deal, DealRating, MarketValueBasis } from '../../../contract/deals.ts';
import type { Vehicle, VehicleCardData } from '../../../contract/listings.ts';
import { shownPriceDrop } from '../../../contract/priceHistory.ts';
import { relationId } from '../../payload/access/roles.ts';
import type { Vehicle as VehicleDoc } from '../../payload/payload-types.ts';

/**
 * A listing as Payload answers it (without the fields its reader may not see) or as a search row from SQL (numeric
 * columns as text, dates as Date, a distance): every field is read defensively.
 */
export type VehicleSource = { [Field in keyof VehicleDoc]?: unknown } & { distance?: unknown };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? ''));

/** numeric(10,2) as the contract's numeric string ("68900.00"). */
export function priceText(value: unknown): string {
  return Number(value).toFixed(2);
}

// Present only when Payload's field access kept them (the owner, admins).
const privateOptionalText = ['vin', 'carfaxReportUrl', 'contactFirstName', 'contactLastName'] as const;
const privateRequiredText = ['contactPhone', 'contactEmail'] as const;

/** No basis: not valued (not approved, or a change under review); 'none': approved, too few similar listings. */
function dealView(doc: VehicleSource): Deal | null {
  if (doc.marketValueBasis == null) return null;
  const rating = doc.dealRating as DealRating | null | undefined;
  if (doc.marketValueBasis === 'none' || !rating) return { rating: null };
  const marketValue = Number(doc.marketValue);
  return {
    rating,
    marketValue,
    low: Number(doc.marketValueLow),
    high: Number(doc.marketValueHigh),
    comparables: Number(doc.marketValueComparables),
    basis: doc.marketValueBasis as MarketValueBasis,
    belowValue: Math.round((marketValue - Number(doc.price)) * 100) / 100,
  };
}

function priceDropView(doc: VehicleSource) {
  return shownPriceDrop({
    amount: doc.priceDrop == null ? null : Number(doc.priceDrop),
    at: doc.priceDroppedAt == null ? null : new Date(String(doc.priceDroppedAt)),
    onMarket: doc.status === 'approved',
  });
}

/** A search row's distance in miles to a tenth, if it has one. */
function distanceOf(doc: VehicleSource): number | undefined {
  return doc.distance == null ? undefined : Math.round(Number(doc.distance) * 10) / 10;
}

/** What a result card shows (`vehicleCardFields`, in their order): every photo the source holds. */
function cardFields(doc: VehicleSource): VehicleCardData {
  const card: VehicleCardData = {
    id: Number(doc.id),
    make: String(doc.make),
    model: String(doc.model),
    year: Number(doc.year),
    trim: text(doc.trim),
    mileage: Number(doc.mileage),
    price: priceText(doc.price),
    condition: String(doc.condition),
    bodyType: text(doc.bodyType),
    images: list(doc.images),
    location: String(doc.location),
    city: text(doc.city),
    state: text(doc.state),
    status: doc.status as Vehicle['status'],
    isFeatured: Boolean(doc.isFeatured),
    deal: dealView(doc),
    priceDrop: priceDropView(doc),
  };
  const distance = distanceOf(doc);
  if (distance !== undefined) card.distance = distance;
  return card;
}

export function vehicleView(doc: VehicleSource): Vehicle {
  const vehicle: Vehicle = {
    ...cardFields(doc),
    fuelType: text(doc.fuelType),
    transmission: text(doc.transmission),
    drivetrain: text(doc.drivetrain),
    exteriorColor: text(doc.exteriorColor),
    interiorColor: text(doc.interiorColor),
    description: text(doc.description),
    features: list(doc.features),
    zipCode: String(doc.zipCode),
    contactLocation: text(doc.contactLocation),
    views: Number(doc.views ?? 0),
    createdAt: isoDate(doc.createdAt),
    updatedAt: isoDate(doc.updatedAt),
  };
  if ('owner' in doc && doc.owner != null) vehicle.userId = Number(relationId(doc.owner));
  for (const field of privateOptionalText) if (field in doc) vehicle[field] = text(doc[field]);
  for (const field of privateRequiredText) if (field in doc) vehicle[field] = String(doc[field]);
  if ('recentServices' in doc) vehicle.recentServices = list(doc.recentServices);
  return vehicle;
}

/**
 * The listing as a result card shows it, the first photo only: made straight from its source, as search pages are
 * (a full view first, then cut down, cost twice the work for every row of every page).
 */
export function cardView(doc: VehicleSource): VehicleCardData {
  const card = cardFields(doc);
  card.images = card.images.slice(0, 1);
  return card;
}
