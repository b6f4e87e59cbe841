/** The demo market's price cuts: enough recent ones for the badge and 'Price drops only' to show, all plausible. */
import { describe, expect, it } from 'vitest';
import { priceDropRules } from '../../contract/priceHistory.ts';
import { seededListings } from '../../seed/listings/marketListings.ts';
import { priceCutOf } from '../../seed/listings/priceCuts.ts';

const approved = seededListings.filter((listing) => listing.status === 'approved');
const cuts = approved.flatMap((listing) => {
  const cut = priceCutOf(listing);
  return cut ? [{ listing, cut }] : [];
});

describe('demo price cuts', () => {
  it('cut about one approved listing in seven, most of them recently enough to show a drop', () => {
    const recent = cuts.filter(({ cut }) => cut.cutDaysAgo <= priceDropRules.recentDays);
    console.info(`demo price cuts: ${cuts.length} of ${approved.length} approved, ${recent.length} within 30 days`);
    expect(cuts.length / approved.length).toBeGreaterThan(0.09);
    expect(cuts.length / approved.length).toBeLessThan(0.2);
    expect(recent.length).toBeGreaterThanOrEqual(20);
    expect(recent.length).toBeLessThan(cuts.length);
  });

  it('cut only cars for sale, after they were listed and before today, by 2 to 8 % (at least the badge minimum)', () => {
    for (const listing of seededListings.filter((entry) => entry.status !== 'approved'))
      expect(priceCutOf(listing)).toBeUndefined();
    for (const { listing, cut } of cuts) {
      expect(cut.cutDaysAgo, listing.vin).toBeGreaterThanOrEqual(1);
      expect(cut.cutDaysAgo, listing.vin).toBeLessThan(listing.listedDaysAgo);
      const share = cut.listedPrice / listing.price - 1;
      expect(share, listing.vin).toBeGreaterThanOrEqual(0.02);
      expect(share, listing.vin).toBeLessThan(0.09);
      expect(cut.listedPrice - listing.price).toBeGreaterThanOrEqual(priceDropRules.minimumAmount);
      expect(cut.listedPrice % 250).toBe(0);
    }
  });
});
