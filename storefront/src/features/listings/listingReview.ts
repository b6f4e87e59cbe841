/**
 * Where a seller's listing stands in review, in words: one source for the detail page's banner, the listing form's
 * notice and the dashboard. Only an owner's (or an admin's) read carries `changeReview`; a buyer's never does.
 */
import type { OwnVehicle } from '@contract/listings';

export type ReviewTone = 'waiting' | 'negative';

export interface ReviewNote {
  tone: ReviewTone;
  title: string;
  body: string;
  /** The admin's words, when they gave any. */
  reason?: string;
}

/** True when the read is the owner's (or an admin's) view of the listing, not a buyer's. */
export function isOwnerView(vehicle: OwnVehicle): boolean {
  return vehicle.changeReview !== undefined;
}

/** The listing's state for the person who manages it; null when there is nothing to say. */
export function reviewNote(vehicle: OwnVehicle): ReviewNote | null {
  if (vehicle.status === 'pending') {
    return {
      tone: 'waiting',
      title: 'Pending review',
      body: 'Our team reviews every listing before it goes live, usually within one business day. Buyers cannot see it yet.',
    };
  }
  if (vehicle.status === 'rejected') {
    return {
      tone: 'negative',
      title: 'Not approved',
      body: 'This listing was not approved. Edit it and publish again to send it back for review.',
      reason: vehicle.rejectionReason?.trim() || undefined,
    };
  }
  if (vehicle.changeReview?.state === 'pending') {
    return {
      tone: 'waiting',
      title: 'Changes pending review',
      body: 'You are seeing your changes. Buyers see the approved version, which stays online until we approve them.',
    };
  }
  if (vehicle.changeReview?.state === 'rejected') {
    return {
      tone: 'negative',
      title: 'Changes not approved',
      body: 'Your latest changes were not approved. Buyers still see this version; edit the listing to try again.',
      reason: vehicle.changeReview.reason?.trim() || undefined,
    };
  }
  return null;
}

/** Before an edit of a live listing is saved: the car stays online while the changes are reviewed. */
export function liveEditNotice(vehicle: OwnVehicle): string | null {
  if (vehicle.status !== 'approved' && vehicle.status !== 'sold') return null;
  return vehicle.changeReview?.state === 'pending'
    ? 'Your earlier changes are still waiting for review. Publishing replaces them; the listing stays online as it is until we approve the changes.'
    : 'This listing is live. Changes you publish are reviewed before buyers see them, and the listing stays online as it is meanwhile.';
}
