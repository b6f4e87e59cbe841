/**
 * What deleting an account takes with it, in the words of its confirmation: the listings by state, their photos,
 * and what the account keeps as a buyer (saved cars, saved searches, recently viewed cars), which all live in the
 * account now, not in one browser.
 */
import type { VehicleStatus } from '@contract/catalog/listingOptions';
import { formatCount } from '@contract/format';
import { statusDisplay } from '../listings/listingStatus';

/** How each state reads in the sentence, in the order they are named. */
const stateWords: Record<VehicleStatus, string> = {
  approved: 'live',
  pending: 'under review',
  rejected: 'rejected',
  sold: 'sold',
};

const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

function stateWord(status: string): string {
  return stateWords[status as VehicleStatus] ?? statusDisplay(status).label.toLowerCase();
}

/** '3 listings (2 live, 1 under review)'; null without listings. */
export function listingsLine(listings: ReadonlyArray<{ status: string }>): string | null {
  if (listings.length === 0) return null;
  const byState = new Map<string, number>(Object.values(stateWords).map((word) => [word, 0]));
  for (const { status } of listings) {
    const word = stateWord(status);
    byState.set(word, (byState.get(word) ?? 0) + 1);
  }
  const states = [...byState]
    .filter(([, count]) => count > 0)
    .map(([word, count]) => `${formatCount(count)} ${word}`)
    .join(', ');
  return `${counted(listings.length, 'listing', 'listings')} (${states})`;
}

/** How many of each the account keeps as a buyer (0 while not known: the line is left out). */
export interface BuyerCounts {
  savedCars: number;
  savedSearches: number;
  recentlyViewed: number;
}

/**
 * The lines of the confirmation, the account itself first. `listings` is null while they are not known (still
 * loading, or the read failed): the line then says all of them, without numbers.
 */
export function deletionSummary(
  listings: ReadonlyArray<{ status: string; images: readonly string[] }> | null,
  { savedCars, savedSearches, recentlyViewed }: BuyerCounts,
): string[] {
  const lines = ['Your profile, email address and password'];
  if (listings === null) {
    lines.push('All your listings and their photos');
  } else {
    const photos = listings.reduce((total, listing) => total + listing.images.length, 0);
    const listed = listingsLine(listings);
    if (listed) lines.push(listed);
    if (photos > 0) lines.push(`${counted(photos, 'photo', 'photos')} of your listings`);
  }
  if (savedCars > 0) lines.push(counted(savedCars, 'saved car', 'saved cars'));
  if (savedSearches > 0) lines.push(counted(savedSearches, 'saved search', 'saved searches'));
  if (recentlyViewed > 0) lines.push(counted(recentlyViewed, 'recently viewed car', 'recently viewed cars'));
  return lines;
}
