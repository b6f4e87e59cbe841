/**
 * Listing pages as visitors read them (findPublicListing), kept per listing while the version of its make stands.
 * A listing opened again soon, as the ones buyers share and come back to are, then costs one primary-key read of
 * its make's version instead of its row, its view and its serialising.
 *
 * The version moves in the same transaction as any change buyers can see but a view count (versionedCache.ts): a
 * price, a status, a photo, a market value. So a kept page is never stale but for its view count, which is kept
 * until this server's view counter next writes counts, and never longer than `maxAgeMs` (another server's writes).
 */
import type { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import type { Vehicle } from '../../../contract/listings.ts';
import { viewCounterOf } from '../vehicles/viewCounter.ts';
import { vehicleView } from '../vehicles/vehicleView.ts';
import { jsonAnswer, type JsonAnswer } from './jsonAnswer.ts';
import { findPublicListing } from './publicListing.ts';
import { recentlyUsed } from './recentlyUsed.ts';
import { listingsVersion } from './versionedCache.ts';

/** A public listing as the API answers it, and as a page draws it. */
export interface PublicListing {
  vehicle: Vehicle;
  answer: JsonAnswer;
}

interface Kept {
  make: string;
  version: string;
  viewWrites: number;
  keptAt: number;
  listing: PublicListing;
}

export class PublicListingCache {
  private readonly entries: LRUCache<number, Kept> | undefined;

  constructor(
    maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = recentlyUsed(maxEntries);
  }

  /** The approved or sold listing, or undefined when there is none to show. */
  async get(payload: Payload, id: number): Promise<PublicListing | undefined> {
    const viewWrites = viewCounterOf(payload).writes;
    const kept = this.entries?.get(id);
    if (kept && kept.viewWrites === viewWrites && this.now() - kept.keptAt < this.maxAgeMs) {
      if ((await listingsVersion(payload, { make: kept.make })) === kept.version) return kept.listing;
    }
    const row = await findPublicListing(payload, id);
    if (!row) {
      this.entries?.delete(id);
      return undefined;
    }
    const vehicle = vehicleView(row);
    const listing = { vehicle, answer: jsonAnswer(vehicle) };
    // The make's version came with the row, the view writes before it: a change since moves one, and is read.
    this.entries?.set(id, { make: row.make, version: row.makeVersion, viewWrites, keptAt: this.now(), listing });
    return listing;
  }
}
