/**
 * The deal's words: the summary for a model or a segment, equal or not, and the sentence without enough data; the
 * rating a price would get, and the listing form's price guidance in words.
 */
import { describe, expect, it } from 'vitest';
import {
  bodyClassOf,
  dealSummary,
  marketValueRules as rules,
  ratingAt,
  segmentName,
  type RatedDeal,
} from '../../contract/deals.ts';
import { guidanceSummary, priceVerdict } from '../../contract/marketValue.ts';

const deal: RatedDeal = {
  rating: 'good',
  marketValue: 46_300,
  low: 40_100,
  high: 53_400,
  comparables: 37,
  basis: 'model',
  belowValue: 2_100.4,
};
const x5 = { make: 'BMW', bodyType: 'suv' };

describe('deal summary', () => {
  it('says how far the price is from our market value, and from how many listings', () => {
    expect(dealSummary(deal, x5)).toBe('$2,100 below our market value of $46,300, from 37 similar listings');
    expect(dealSummary({ ...deal, belowValue: -850.6 }, x5)).toBe(
      '$851 above our market value of $46,300, from 37 similar listings',
    );
    expect(dealSummary({ ...deal, belowValue: 0.4 }, x5)).toBe(
      'At our market value of $46,300, from 37 similar listings',
    );
  });

  it('says "about" for a count kept to 2 significant figures', () => {
    expect(dealSummary({ ...deal, comparables: 2_100 }, x5)).toBe(
      '$2,100 below our market value of $46,300, from about 2,100 similar listings',
    );
  });

  it('names the make and body type when the value comes from them', () => {
    const segment = { ...deal, basis: 'segment' as const, comparables: 12 };
    expect(dealSummary(segment, { make: 'Porsche', bodyType: 'suv' })).toBe(
      '$2,100 below our market value of $46,300, from 12 similar Porsche SUVs',
    );
    expect(dealSummary(segment, { make: 'Audi', bodyType: '4-door-sedan' })).toMatch(/12 similar Audi sedans$/);
    expect(dealSummary(segment, { make: 'Audi', bodyType: null })).toMatch(/12 similar Audi listings$/);
  });

  it('says so when there are too few similar listings', () => {
    expect(dealSummary({ rating: null }, x5)).toBe('Not enough similar listings to estimate a market value yet');
  });

  it("groups body types as search does, and names segments' cars", () => {
    expect(bodyClassOf('5-door-hatchback')).toBe('Hatchback');
    expect(bodyClassOf('minivan')).toBe('Van');
    expect(bodyClassOf(null)).toBeNull();
    expect(segmentName({ make: 'Ford', bodyType: 'truck' })).toBe('Ford trucks');
  });
});

describe('rating at a price', () => {
  it('rates a price by its share of the value, each band up to and including its threshold', () => {
    const value = 40_000;
    expect(ratingAt(1, value)).toBe('great');
    expect(ratingAt(value * rules.greatAtMost, value)).toBe('great');
    expect(ratingAt(value * rules.greatAtMost + 1, value)).toBe('good');
    expect(ratingAt(value * rules.goodAtMost, value)).toBe('good');
    expect(ratingAt(value * rules.goodAtMost + 1, value)).toBe('fair');
    expect(ratingAt(value, value)).toBe('fair');
    expect(ratingAt(value * rules.fairAtMost, value)).toBe('fair');
    expect(ratingAt(value * rules.fairAtMost + 1, value)).toBe('high');
    expect(ratingAt(10 * value, value)).toBe('high');
  });

  it('tells the seller the range, the value, and where their price would sit', () => {
    expect(guidanceSummary({ marketValue: 46_300, low: 40_100, high: 53_400, comparables: 37, basis: 'model' })).toBe(
      'Similar cars are listed at $40,100–$53,400; our market value for yours is $46,300',
    );
    expect(priceVerdict(40_000, 46_300)).toEqual({
      rating: 'great',
      label: 'Great Deal',
      difference: '$6,300 below our market value',
    });
    expect(priceVerdict(50_000, 46_300)).toEqual({
      rating: 'high',
      label: 'High Price',
      difference: '$3,700 above our market value',
    });
    expect(priceVerdict(46_300.4, 46_300)).toMatchObject({ label: 'Fair Price', difference: 'At our market value' });
  });
});
