/**
 * The demo listings seed (the hand-written ones and their market siblings, marketListings.ts), idempotent: makes
 * sure the demo sellers and the listings' photos exist, then creates the listings whose VIN is not in the database
 * yet (one query finds all of them). Listings are written through Payload's Local API as a trusted call, so field
 * validation and hooks (ZIP to city, state and coordinates) run exactly as for a seller's listing, while status,
 * isFeatured, views, owner and createdAt are set directly.
 */
import type { Payload } from 'payload';
import { poolOf } from '../../cms/platform/db/pool.ts';
import type { DemoListing } from './demoListings.ts';
import { seededListings } from './marketListings.ts';
import { ensureListingPhotos, photoAddressesOf, type PhotoReport } from './photos/generate.ts';
import { hashOf } from './photos/look.ts';
import { priceCutOf, type PriceCut } from './priceCuts.ts';
import { demoSellers, type DemoSeller, type DemoSellerKey } from './sellers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedListingsOptions {
  /** Where uploaded photos live (the server serves it under /media); the photos go to <mediaDir>/seed/. */
  mediaDir: string;
  /** The moment createdAt is counted back from; defaults to now. */
  now?: Date;
  /** Photos drawn at the same time (default 4). */
  concurrency?: number;
}

export interface SeedListingsResult {
  created: number;
  /** Demo listings that were already there (same VIN). */
  existing: number;
  photos: PhotoReport;
}

/** Finds the demo sellers' accounts by email, creating any that are missing (as seedAccounts does). */
async function ensureSellers(
  payload: Payload,
  sellers: Record<DemoSellerKey, DemoSeller>,
): Promise<Record<DemoSellerKey, number>> {
  const emails = Object.values(sellers).map((seller) => seller.email.toLowerCase());
  const found = await payload.find({
    collection: 'users',
    where: { email: { in: emails } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const ids = new Map(found.docs.map((user) => [String(user.email).toLowerCase(), user.id as number]));
  const result = {} as Record<DemoSellerKey, number>;
  for (const [key, seller] of Object.entries(sellers) as Array<[DemoSellerKey, DemoSeller]>) {
    let id = ids.get(seller.email.toLowerCase());
    if (id === undefined) {
      const { phone: _phone, ...account } = seller;
      const user = await payload.create({
        collection: 'users',
        data: { ...account, emailVerified: true },
        overrideAccess: true,
      });
      id = user.id as number;
    }
    result[key] = id;
  }
  return result;
}

function carfaxUrl(vin: string): string | undefined {
  // About two sellers in three attach a history report.
  return hashOf(vin) % 3 === 0
    ? undefined
    : `https://www.carfax.com/VehicleHistory/p/Report.cfx?partner=DVW_1&vin=${vin}`;
}

function vehicleData(listing: DemoListing, seller: DemoSeller, owner: number, now: Date) {
  const createdAt = new Date(now.getTime() - Math.round(listing.listedDaysAgo * DAY_MS)).toISOString();
  return {
    make: listing.make,
    model: listing.model,
    year: listing.year,
    trim: listing.trim,
    mileage: listing.mileage,
    price: listing.price,
    condition: listing.condition,
    bodyType: listing.bodyType,
    fuelType: listing.fuelType,
    transmission: listing.transmission,
    drivetrain: listing.drivetrain,
    exteriorColor: listing.exteriorColor,
    interiorColor: listing.interiorColor,
    description: listing.description,
    features: [...listing.features],
    images: photoAddressesOf(listing),
    location: listing.location,
    zipCode: listing.zipCode,
    contactPhone: seller.phone,
    contactEmail: seller.email,
    contactFirstName: seller.firstName,
    contactLastName: seller.lastName,
    contactLocation: listing.location,
    vin: listing.vin,
    carfaxReportUrl: carfaxUrl(listing.vin),
    recentServices: [...listing.recentServices],
    status: listing.status,
    isFeatured: listing.isFeatured,
    views: listing.views,
    owner,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Cuts a listing's price as its seller would (the triggers record the new price and the drop), then dates the cut
 * back to when the demo story has it.
 */
async function cutPrice(payload: Payload, id: number, price: number, cut: PriceCut, now: Date): Promise<void> {
  await payload.update({ collection: 'vehicles', id, data: { price }, overrideAccess: true, depth: 0 });
  const cutAt = new Date(now.getTime() - cut.cutDaysAgo * DAY_MS);
  const pool = poolOf(payload);
  await pool.query(
    `update vehicle_prices set at = $2
      where id = (select id from vehicle_prices where vehicle_id = $1 order by at desc, id desc limit 1)`,
    [id, cutAt],
  );
  await pool.query('update vehicles set price_dropped_at = $2, updated_at = $2 where id = $1', [id, cutAt]);
}

export async function seedListings(payload: Payload, options: SeedListingsOptions): Promise<SeedListingsResult> {
  const now = options.now ?? new Date();
  const sellers = demoSellers();
  const owners = await ensureSellers(payload, sellers);

  const vins = seededListings.map((listing) => listing.vin);
  const present = await payload.find({
    collection: 'vehicles',
    where: { vin: { in: vins } },
    select: { vin: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const existingVins = new Set(present.docs.map((doc) => doc.vin as string));

  // Photos first, so no listing ever points at a file that is not there yet.
  const photos = await ensureListingPhotos(options.mediaDir, seededListings, { concurrency: options.concurrency });
  if (photos.rendered > 0) {
    payload.logger.info(`Demo listings: drew ${photos.rendered} photos in ${(photos.elapsedMs / 1000).toFixed(1)} s`);
  }

  // Oldest first, so ids grow with createdAt as they would have in real life.
  const missing = seededListings
    .filter((listing) => !existingVins.has(listing.vin))
    .sort((a, b) => b.listedDaysAgo - a.listedDaysAgo);
  for (const listing of missing) {
    const seller = sellers[listing.seller];
    const cut = priceCutOf(listing);
    const data = vehicleData(listing, seller, owners[listing.seller], now);
    const created = await payload.create({
      collection: 'vehicles',
      overrideAccess: true,
      depth: 0,
      data: { ...data, price: cut?.listedPrice ?? data.price } as never,
    });
    if (cut) await cutPrice(payload, created.id as number, listing.price, cut, now);
  }
  return { created: missing.length, existing: existingVins.size, photos };
}
