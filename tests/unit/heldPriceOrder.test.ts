/**
 * A key's listings in price order (heldPriceOrder.ts) count a sidebar under a price range: from the counts kept per
 * block where a range spans whole blocks, by reading the listings elsewhere. Every answer is checked against a count
 * of each listing held, before and after listings change under the order.
 */
import { describe, expect, it } from 'vitest';
import { COUNTED_BLOCK, PriceOrder } from '../../cms/domain/search/heldPriceOrder.ts';
import type { AmountFilter, HeldColumns, SlotFilter, TallyPass } from '../../cms/domain/search/heldTally.ts';

const LISTINGS = 12 * COUNTED_BLOCK;
/** Slot 0 (the ordered one: a make) has 4 keys, slot 1 (a body type) 5, slot 2 (a colour) 7. */
const WIDTHS = [4, 5, 7];
const PRICE = 0;

/** A generator of the same numbers every run, so a failure can be run again. */
function numbers(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

interface Held extends HeldColumns {
  approved: Uint32Array;
  sold: Uint32Array;
  features: Uint32Array[];
  amounts: Float64Array[];
  codes: Uint16Array;
}

/** Listings approved, sold or neither, with prices of few values (so equal prices meet), some with none. */
function heldListings(random: (below: number) => number): Held {
  const words = LISTINGS / 32;
  const held: Held = {
    approved: new Uint32Array(words),
    sold: new Uint32Array(words),
    features: [new Uint32Array(words)],
    amounts: [new Float64Array(LISTINGS)],
    codes: new Uint16Array(LISTINGS * WIDTHS.length),
    facetCount: WIDTHS.length,
    usedWords: words,
  };
  for (let id = 0; id < LISTINGS; id += 1) place(held, id, random);
  return held;
}

/** Gives a listing a new status, price, keys and features. */
function place(held: Held, id: number, random: (below: number) => number): void {
  const bit = 1 << (id & 31);
  const word = id >>> 5;
  const status = random(10);
  held.approved[word] = status < 7 ? held.approved[word] | bit : held.approved[word] & ~bit;
  held.sold[word] = status === 7 ? held.sold[word] | bit : held.sold[word] & ~bit;
  held.features[0][word] = random(2) ? held.features[0][word] | bit : held.features[0][word] & ~bit;
  held.amounts[PRICE][id] = random(20) === 0 ? Number.NaN : 1000 + 100 * random(400);
  WIDTHS.forEach((width, slot) => {
    held.codes[id * WIDTHS.length + slot] = random(width);
  });
}

function passOf(held: Held, statuses: Uint32Array[], filters: SlotFilter[], bound: AmountFilter, withFeature: boolean) {
  const slots = Int32Array.from([0, 1, 2]);
  const offsets = Int32Array.from([0, WIDTHS[0], WIDTHS[0] + WIDTHS[1]]);
  return {
    held,
    statuses,
    features: withFeature ? held.features : [],
    filters,
    bounds: [bound],
    slots,
    offsets,
    counts: new Int32Array(WIDTHS.reduce((sum, width) => sum + width, 0)),
  } satisfies TallyPass;
}

/** The pass counted listing by listing. */
function byHand(pass: TallyPass): { total: number; counts: number[] } {
  const counts = new Array<number>(pass.counts.length).fill(0);
  let total = 0;
  for (let id = 0; id < LISTINGS; id += 1) {
    const has = (set: Uint32Array) => (set[id >>> 5] & (1 << (id & 31))) !== 0;
    const code = (slot: number) => pass.held.codes[id * WIDTHS.length + slot];
    const price = pass.held.amounts[PRICE][id];
    if (!pass.statuses.some(has) || !pass.features.every(has)) continue;
    if (!pass.filters.every((filter) => filter.keeps[code(filter.slot)] === 1)) continue;
    if (!pass.bounds.every((bound) => price >= bound.min && price <= bound.max)) continue;
    total += 1;
    pass.slots.forEach((slot, index) => (counts[pass.offsets[index] + code(slot)] += 1));
  }
  return { total, counts };
}

describe('a price order of one key per listing', () => {
  const random = numbers(20_261_202);
  const held = heldListings(random);
  const makes = (...codes: number[]): SlotFilter => ({
    slot: 0,
    keeps: Uint8Array.from(
      WIDTHS.map(() => 0),
      (_, code) => (codes.includes(code) ? 1 : 0),
    ),
  });
  // Ranges within a block, across many, from the first listing, to the last, and empty.
  const bounds: AmountFilter[] = [
    { amount: PRICE, min: 20_000, max: 20_400 },
    { amount: PRICE, min: 5_000, max: 38_000 },
    { amount: PRICE, min: -Infinity, max: 30_000 },
    { amount: PRICE, min: 12_345, max: Infinity },
    { amount: PRICE, min: 50_000, max: 60_000 },
  ];
  const questions = bounds.flatMap((bound) =>
    [makes(1), makes(0, 3)].flatMap((filter) =>
      [false, true].flatMap((includeSold) =>
        [false, true].map((withFeature) => ({ bound, filter, includeSold, withFeature })),
      ),
    ),
  );

  const checkAll = (order: PriceOrder) => {
    for (const { bound, filter, includeSold, withFeature } of questions) {
      const statuses = includeSold ? [held.approved, held.sold] : [held.approved];
      const pass = passOf(held, statuses, [filter], bound, withFeature);
      const total = order.tally(pass, includeSold ? [0, 1] : [0]);
      const expected = byHand(passOf(held, statuses, [filter], bound, withFeature));
      const asked = JSON.stringify({ bound, keeps: [...filter.keeps], includeSold, withFeature });
      expect({ total, counts: [...pass.counts] }, asked).toEqual(expected);
    }
  };

  it('counts ranges over whole blocks and their edges as every listing counted by hand', () => {
    checkAll(new PriceOrder(held, 0, PRICE));
  });

  it('counts the same after listings change under it: prices, keys and statuses', () => {
    const order = new PriceOrder(held, 0, PRICE);
    for (let change = 0; change < 200; change += 1) {
      const id = random(LISTINGS);
      expect(order.changing(id)).toBe(true);
      place(held, id, random);
    }
    checkAll(order);
  });
});
