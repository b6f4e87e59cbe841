/**
 * What an account keeps as a buyer, for its data export: the saved cars (with what they were called and cost when
 * saved), the saved searches and the recently viewed cars. Each read as the account itself, so the collections'
 * own rules decide; rows only, not today's listings (those are the sellers' data).
 */
import type { Payload, TypedUser } from 'payload';
import type { AlertFrequency } from '../../../contract/savedSearches.ts';

export interface BuyerData {
  savedCars: { vehicleId: number; title: string; priceAtSave: number; savedAt: string }[];
  savedSearches: { name: string; query: string; frequency: AlertFrequency; paused: boolean; createdAt: string }[];
  recentlyViewed: { vehicleId: number; viewedAt: string }[];
}

const iso = (value: string) => new Date(value).toISOString();

export async function buyerData(payload: Payload, user: TypedUser): Promise<BuyerData> {
  const own = {
    where: { user: { equals: user.id } },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  } as const;
  const [saved, searches, recent] = await Promise.all([
    payload.find({ collection: 'saved-vehicles', ...own, sort: ['-createdAt', '-id'] }),
    payload.find({ collection: 'saved-searches', ...own, sort: ['-createdAt', '-id'] }),
    payload.find({ collection: 'recently-viewed', ...own, sort: ['-viewedAt', '-id'] }),
  ]);
  return {
    savedCars: saved.docs.map((row) => ({
      vehicleId: Number(row.vehicleId),
      title: row.title ?? '',
      priceAtSave: Number(row.priceAtSave),
      savedAt: iso(row.createdAt),
    })),
    savedSearches: searches.docs.map((row) => ({
      name: row.name,
      query: row.query ?? '',
      frequency: row.frequency as AlertFrequency,
      paused: Boolean(row.paused),
      createdAt: iso(row.createdAt),
    })),
    recentlyViewed: recent.docs.map((row) => ({ vehicleId: Number(row.vehicleId), viewedAt: iso(row.viewedAt) })),
  };
}
