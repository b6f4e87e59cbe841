/**
 * The demo seed must let the market value rate most approved listings (docs/decisions.md, "Demo data for market
 * values"): counted from the data with the engine's own minimums, so it stays true as the data changes.
 */
import { describe, expect, it } from 'vitest';
import { bodyClassOf, marketValueRules } from '../../contract/deals.ts';
import { marketListings, seededListings } from '../../seed/listings/marketListings.ts';

const MIN_RATED_SHARE = 0.8;

describe('the demo listings and market value', () => {
  it('give at least 80 % of approved listings enough comparables of their model or make and body class', () => {
    const approved = seededListings.filter((listing) => listing.status === 'approved');
    const count = (key: (listing: (typeof approved)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const listing of approved) counts.set(key(listing), (counts.get(key(listing)) ?? 0) + 1);
      return (listing: (typeof approved)[number]) => counts.get(key(listing))! - 1;
    };
    const othersOfModel = count((listing) => `${listing.make}\u0000${listing.model}`);
    const othersOfSegment = count((listing) => `${listing.make}\u0000${bodyClassOf(listing.bodyType)}`);
    const rated = approved.filter(
      (listing) =>
        othersOfModel(listing) >= marketValueRules.minModelComparables ||
        othersOfSegment(listing) >= marketValueRules.minSegmentComparables,
    );
    const share = rated.length / approved.length;
    console.log(
      `demo listings: ${seededListings.length} (${marketListings.length} market siblings), ` +
        `${rated.length} of ${approved.length} approved rated (${(share * 100).toFixed(1)} %)`,
    );
    expect(share).toBeGreaterThanOrEqual(MIN_RATED_SHARE);
  });
});
