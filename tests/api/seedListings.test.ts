/**
 * The demo listings seed on a fresh migrated database: the listings, their sellers and fields as the storefront
 * will read them, the generated photos on disk (three widths of 4:3 WebP) and served under /media, and a second
 * run that creates nothing and only checks.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleStatuses } from '../../contract/catalog/listingOptions.ts';
import { demoAccounts } from '../../seed/demoAccounts.ts';
import { presetFeatures } from '../../contract/catalog/presetFeatures.ts';
import { PHOTO_WIDTHS } from '../../seed/listings/photos/generate.ts';
import { seededListings } from '../../seed/listings/marketListings.ts';
import { priceCutOf } from '../../seed/listings/priceCuts.ts';
import { priceDropRules } from '../../contract/priceHistory.ts';
import { seedListings, type SeedListingsResult } from '../../seed/listings/seedListings.ts';
import { checkVin } from '../../cms/domain/generate/vin.ts';
import { seedAccounts } from '../../seed/seedAccounts.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

interface VehicleDoc {
  id: number;
  make: string;
  model: string;
  vin: string;
  status: string;
  isFeatured: boolean;
  images: string[];
  features: string[];
  city: string;
  state: string;
  location: string;
  contactEmail: string;
  owner: number;
  createdAt: string;
  views: number;
}

let server: TestServer;
let first: SeedListingsResult;
let firstMs: number;
let seededAt: number;
let docs: VehicleDoc[];

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  await seedAccounts(server.payload);
  seededAt = Date.now();
  first = await seedListings(server.payload, { mediaDir: server.env.mediaDir });
  firstMs = Date.now() - seededAt;
  const found = await server.payload.find({
    collection: 'vehicles',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  docs = found.docs as unknown as VehicleDoc[];
  console.log(
    `seedListings cold: ${first.created} listings, ${first.photos.rendered} photos ` +
      `(${(first.photos.bytes / 1024 / 1024).toFixed(1)} MB) in ${(firstMs / 1000).toFixed(1)} s, ` +
      `of which photos ${(first.photos.elapsedMs / 1000).toFixed(1)} s`,
  );
}, 900_000);
afterAll(() => server?.close());

describe('the demo listings', () => {
  it('creates every listing once, at least 80', () => {
    expect(first.created).toBe(seededListings.length);
    expect(first.existing).toBe(0);
    expect(docs.length).toBe(seededListings.length);
    expect(docs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(docs.map((doc) => doc.vin)).size).toBe(docs.length);
  });

  it('covers at least 20 makes and 18 states, every status, and at least 6 featured approved listings', () => {
    expect(new Set(docs.map((doc) => doc.make)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(docs.map((doc) => doc.state)).size).toBeGreaterThanOrEqual(18);
    for (const status of vehicleStatuses)
      expect(
        docs.some((doc) => doc.status === status),
        status,
      ).toBe(true);
    expect(docs.filter((doc) => doc.status === 'pending').length).toBeGreaterThanOrEqual(6);
    expect(docs.filter((doc) => doc.status === 'rejected').length).toBeGreaterThanOrEqual(4);
    expect(docs.filter((doc) => doc.status === 'sold').length).toBeGreaterThanOrEqual(4);
    expect(docs.filter((doc) => doc.status === 'approved' && doc.isFeatured).length).toBeGreaterThanOrEqual(6);
    expect(docs.filter((doc) => doc.isFeatured && doc.status !== 'approved')).toEqual([]);
  });

  it('keeps the location text in step with the ZIP code, and valid VINs and preset features', () => {
    for (const doc of docs) {
      expect(`${doc.city}, ${doc.state}`, doc.vin).toBe(doc.location);
      expect(checkVin(doc.vin).ok, doc.vin).toBe(true);
      expect(doc.features.length).toBeGreaterThanOrEqual(3);
      expect(doc.features.length).toBeLessThanOrEqual(8);
      for (const feature of doc.features) expect(presetFeatures as readonly string[]).toContain(feature);
    }
  });

  it('spreads createdAt over the last 60 days as the data says, so newest first means something', () => {
    const byVin = new Map(seededListings.map((listing) => [listing.vin, listing]));
    const ages = docs.map((doc) => (seededAt - Date.parse(doc.createdAt)) / DAY_MS);
    for (const [i, doc] of docs.entries()) {
      expect(ages[i], doc.vin).toBeCloseTo(byVin.get(doc.vin)!.listedDaysAgo, 1);
    }
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(45);
    // Payload's default sort (-createdAt) puts a pending listing, submitted in the last days, first.
    const newest = [...docs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    expect(newest.status).toBe('pending');
  });

  it('tells a price cut as it happened: listed higher, cut on its day, a drop while recent', async () => {
    const cut = seededListings.flatMap((listing) => {
      const found = priceCutOf(listing);
      return found && found.cutDaysAgo <= priceDropRules.recentDays ? [{ listing, found }] : [];
    })[0]!;
    const id = docs.find((doc) => doc.vin === cut.listing.vin)!.id;
    const base = server.baseUrl;
    const history = await (await fetch(`${base}/api/vehicles/${id}/price-history`)).json();
    expect(history.points.map((point: { price: number }) => point.price)).toEqual([
      cut.found.listedPrice,
      cut.listing.price,
    ]);
    expect((seededAt - Date.parse(history.points[0].at)) / DAY_MS).toBeCloseTo(cut.listing.listedDaysAgo, 1);
    expect((seededAt - Date.parse(history.points[1].at)) / DAY_MS).toBeCloseTo(cut.found.cutDaysAgo, 1);
    const detail = await (await fetch(`${base}/api/vehicles/${id}`)).json();
    expect(detail.priceDrop).toEqual({ amount: cut.found.listedPrice - cut.listing.price, at: history.points[1].at });
    const drops = await (await fetch(`${base}/api/vehicles/search?priceDrops=true&limit=100`)).json();
    expect(drops.total).toBeGreaterThanOrEqual(20);
  });

  it("belongs to the seed's demo seller and to extra demo sellers with their contact details", async () => {
    const sellerEmail = demoAccounts().find((account) => account.role === 'user')!.email;
    const seller = await server.payload.find({
      collection: 'users',
      where: { email: { equals: sellerEmail } },
      overrideAccess: true,
    });
    const sellerId = seller.docs[0].id;
    const own = docs.filter((doc) => doc.owner === sellerId);
    expect(own.length).toBeGreaterThanOrEqual(10);
    expect(own.every((doc) => doc.contactEmail === sellerEmail)).toBe(true);
    expect(new Set(own.map((doc) => doc.status))).toEqual(new Set(vehicleStatuses));
    const emails = new Set(docs.map((doc) => doc.contactEmail));
    expect(emails.size).toBeGreaterThanOrEqual(3);
    for (const email of emails) expect(email).toMatch(/@marquee\.test$/);
  });
});

describe('the demo photos', () => {
  it('gives each listing 1 to 5 photos, each on disk in three widths of 4:3 WebP', async () => {
    const mediaDir = server.env.mediaDir;
    let checked = 0;
    for (const doc of docs) {
      expect(doc.images.length, doc.vin).toBeGreaterThanOrEqual(1);
      expect(doc.images.length, doc.vin).toBeLessThanOrEqual(5);
      for (const address of doc.images) {
        const match = /^\/media\/(seed\/[a-z0-9-]+-\d)-1600\.webp$/.exec(address);
        expect(match, address).not.toBeNull();
        for (const width of PHOTO_WIDTHS) {
          const file = path.join(mediaDir, `${match![1]}-${width}.webp`);
          expect(existsSync(file), file).toBe(true);
          const meta = await sharp(file).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.width).toBe(width);
          expect(meta.height).toBe((width * 3) / 4);
          checked++;
        }
      }
    }
    expect(checked).toBe(first.photos.rendered * 3);
  });

  it('are served under /media as image/webp', async () => {
    const doc = docs.find((candidate) => candidate.status === 'approved')!;
    for (const address of [doc.images[0], doc.images[0].replace('-1600.webp', '-400.webp')]) {
      const response = await fetch(new URL(address, server.baseUrl));
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });
});

describe('a second run', () => {
  it('creates nothing, draws nothing, and only checks (one query for all VINs)', async () => {
    const started = Date.now();
    const second = await seedListings(server.payload, { mediaDir: server.env.mediaDir });
    const elapsed = Date.now() - started;
    console.log(`seedListings warm: ${elapsed} ms`);
    expect(second.created).toBe(0);
    expect(second.existing).toBe(seededListings.length);
    expect(second.photos.rendered).toBe(0);
    expect(elapsed).toBeLessThan(2000);
    const count = await server.payload.count({ collection: 'vehicles', overrideAccess: true });
    expect(count.totalDocs).toBe(seededListings.length);
  });
});
