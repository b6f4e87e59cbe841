/**
 * The account's data as one JSON document (the privacy policy's right of access): the profile, every listing as its
 * owner sees it, each listing's moderation decisions, and what it keeps as a buyer (saved cars, saved searches,
 * recently viewed cars). Enquiries buyers sent about the listings are theirs, not
 * the seller's, and stay out; so do the password hash, sessions, tokens and API key.
 */
import type { Payload, TypedUser } from 'payload';
import type { CurrentUser } from '../../../contract/api.ts';
import type { ModerationEvent, OwnVehicle } from '../../../contract/listings.ts';
import { eventView } from '../moderation/eventView.ts';
import { buyerData, type BuyerData } from './buyerData.ts';
import { currentUserView } from '../users/currentUserView.ts';
import { listingsOf, ownerViews } from '../vehicles/ownerView.ts';

export interface AccountExport extends BuyerData {
  exportedAt: string;
  account: Omit<CurrentUser, 'authenticated'> & { createdAt: string };
  listings: (OwnVehicle & { moderationHistory: Omit<ModerationEvent, 'actorId'>[] })[];
}

export async function exportAccount(payload: Payload, user: TypedUser): Promise<AccountExport> {
  const vehicles = await listingsOf(payload, Number(user.id), 'createdAt');
  const ids = vehicles.map((doc) => Number(doc.id));
  const events = ids.length
    ? await payload.find({
        collection: 'moderation-events',
        where: { vehicle: { in: ids } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] };
  const history = new Map<number, Omit<ModerationEvent, 'actorId'>[]>();
  for (const doc of events.docs) {
    // Which admin decided is the provider's record, not the seller's data.
    const { actorId: _actor, ...event } = eventView(doc);
    history.set(event.vehicleId, [...(history.get(event.vehicleId) ?? []), event]);
  }
  const { authenticated: _authenticated, ...account } = currentUserView(user);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, createdAt: String(user.createdAt) },
    listings: (await ownerViews(payload, vehicles)).map((listing) => ({
      ...listing,
      moderationHistory: history.get(listing.id) ?? [],
    })),
    ...(await buyerData(payload, user)),
  };
}
