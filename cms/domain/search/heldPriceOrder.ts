/**
 * The held listings with a price, per status and per key of one facet (the make's, the body type's), each sorted by
 * price: a sidebar under a price range then reads a make's listings in that range, not every listing held. The make facet
 * under a price range alone (its own filter left out) is two binary searches per make, where a pass over the
 * listings visited the 66,101 of 159,803 approved at 200,000 inside $20,000-$45,000 (3.1 ms); the other facets under
 * a make and a price range read the make's listings in the range (1,875 BMWs), not every listing to find them (1.6 ms).
 *
 * Under a key filter and the price bound alone, the other facets are counted per block of COUNTED_BLOCK listings in
 * price order: the counts up to each block's end are kept, so a range reads two of them and its edges, not every
 * listing in it (a make's range is five times as long at 1,000,000 listings as at 200,000; counting each listing in
 * it was half the server's time on that sidebar there).
 *
 * Built when first asked, from the held columns. A listing that changes afterwards is noted with what the order
 * holds of it: a tally leaves it out of the order's ranges and counts it as it is held now. Past a share of the
 * listings changed the order is dropped and built again when next asked (about 40 ms at 200,000 listings).
 */
import {
  tallyIds,
  type AmountFilter,
  type HeldColumns,
  type HeldRows,
  type SlotFilter,
  type TallyPass,
} from './heldTally.ts';

/**
 * Changed listings a count corrects the order for, at least, and as a share of those it holds: past both it is built
 * again when next asked (each count reads every changed listing; a build, every listing held).
 */
const CORRECTED_CHANGES = 256;
const CORRECTED_SHARE = 1 / 64;

/**
 * Listings in price order whose key counts are kept together: a range's edges read up to twice as many, and the
 * kept counts take a key count each per block (about 4 bytes per key for every thousand listings).
 */
export const COUNTED_BLOCK = 1024;

/** What the order holds of a listing: its status (index into approved, sold), key code, price and row (-1: none). */
interface Placed {
  status: number;
  code: number;
  price: number;
  row: number;
}

/** The first index of a sorted array whose value is at least (`after` false) or above (`after` true) `value`. */
function searchSorted(values: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value || (after && values[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The prices of `ids`, sorted by the typed array's own sort: without a comparator it runs in the engine, where
 * sorting the ids by their prices calls back into JavaScript for each comparison (three times as long).
 */
function sortedPrices(ids: number[], prices: Float64Array): Float64Array {
  const sorted = new Float64Array(ids.length);
  for (let index = 0; index < ids.length; index += 1) sorted[index] = prices[ids[index]];
  return sorted.sort();
}

/** The ids placed as their prices are in `sorted` (those prices, sorted): each equal price's ids in turn. */
function inPriceOrder(ids: number[], prices: Float64Array, sorted: Float64Array): Int32Array {
  const next = new Map<number, number>();
  for (let index = sorted.length - 1; index >= 0; index -= 1) next.set(sorted[index], index);
  const ordered = new Int32Array(ids.length);
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index];
    const place = next.get(prices[id]) as number;
    ordered[place] = id;
    next.set(prices[id], place + 1);
  }
  return ordered;
}

/**
 * The held codes and amounts of `ids`, in the ids' order (`prices`: theirs, already so): a tally over a range of them
 * then reads them in sequence. Read by id, each listing was a random read into each held column, and at 1,000,000
 * listings those are larger than the processor's cache: a range's tally took 10.7 times as long as at 200,000 for 5
 * times the listings.
 */
function rowsOf(held: HeldColumns, ids: Int32Array, prices: Float64Array, price: number): HeldRows {
  const { facetCount } = held;
  const codes = new Uint16Array(ids.length * facetCount);
  for (let index = 0; index < ids.length; index += 1) {
    const first = ids[index] * facetCount;
    for (let slot = 0; slot < facetCount; slot += 1) codes[index * facetCount + slot] = held.codes[first + slot];
  }
  const amounts = held.amounts.map((byId, amount) =>
    amount === price ? prices : Float64Array.from(ids, (id) => byId[id]),
  );
  return { codes, amounts };
}

/**
 * A key's listings in price order counted per block of COUNTED_BLOCK: the key codes its listings have, slot after
 * slot (`slotStarts[slot]` to `slotStarts[slot + 1]`: a make's own models, not every model's room), and for each
 * whole block the count of each of those codes over the rows before the block's end (`keys.length` counts a block).
 */
interface BlockCounts {
  keys: Uint16Array;
  slotStarts: Int32Array;
  counts: Int32Array;
}

function countBlocks({ codes }: HeldRows, facetCount: number): BlockCounts | undefined {
  const blocks = Math.floor(codes.length / facetCount / COUNTED_BLOCK);
  if (blocks === 0) return undefined;
  // Each code's place among the key's own, slot after slot (-1: none of its listings has it).
  const places: Int32Array[] = [];
  const keys: number[] = [];
  const slotStarts = new Int32Array(facetCount + 1);
  for (let slot = 0; slot < facetCount; slot += 1) {
    slotStarts[slot] = keys.length;
    const seen = new Set<number>();
    for (let code = slot; code < codes.length; code += facetCount) seen.add(codes[code]);
    const own = [...seen].sort((a, b) => a - b);
    places.push(new Int32Array(own[own.length - 1] + 1).fill(-1));
    for (const key of own) {
      places[slot][key] = keys.length;
      keys.push(key);
    }
  }
  slotStarts[facetCount] = keys.length;
  const width = keys.length;
  const counts = new Int32Array(blocks * width);
  for (let block = 0; block < blocks; block += 1) {
    const at = block * width;
    if (block > 0) counts.copyWithin(at, at - width, at);
    const end = (block + 1) * COUNTED_BLOCK * facetCount;
    for (let row = block * COUNTED_BLOCK * facetCount; row < end; row += facetCount) {
      for (let slot = 0; slot < facetCount; slot += 1) counts[at + places[slot][codes[row + slot]]] += 1;
    }
  }
  return { keys: Uint16Array.from(keys), slotStarts, counts };
}

export class PriceOrder {
  /** [status][code]: the ids, ascending by price, their prices, and their codes and amounts in that order. */
  private readonly ids: Int32Array[][];
  private readonly prices: Float64Array[][];
  private readonly rows: HeldRows[][];
  /** Listings changed since it was built: what it holds of each (undefined: none of it, as it had no price). */
  private readonly changed = new Map<number, Placed | undefined>();
  private readonly corrected: number;
  /** [status][code]: the counts kept per block of the key's rows, undefined for a key with fewer rows than a block. */
  private readonly blockCounts: (BlockCounts | undefined)[][];

  /** `slot`: the facet whose keys it orders; `price`: the price's index among the held amounts. */
  constructor(
    private readonly held: HeldColumns,
    private readonly slot: number,
    private readonly price: number,
  ) {
    const prices = held.amounts[price];
    const { codes, facetCount, usedWords } = held;
    const byStatus = statusesOf(held).map((set) => {
      const byCode: number[][] = [];
      for (let index = 0; index < usedWords; index += 1) {
        let word = set[index] | 0;
        while (word !== 0) {
          const lowest = word & -word;
          word ^= lowest;
          const id = (index << 5) + 31 - Math.clz32(lowest);
          if (!Number.isNaN(prices[id])) (byCode[codes[id * facetCount + slot]] ??= []).push(id);
        }
      }
      return Array.from(byCode, (ids = []) => ids);
    });
    this.prices = byStatus.map((byCode) => byCode.map((ids) => sortedPrices(ids, prices)));
    this.ids = byStatus.map((byCode, status) =>
      byCode.map((ids, code) => inPriceOrder(ids, prices, this.prices[status][code])),
    );
    this.rows = this.ids.map((byCode, status) =>
      byCode.map((ids, code) => rowsOf(held, ids, this.prices[status][code], price)),
    );
    const placed = this.ids.flat().reduce((sum, ids) => sum + ids.length, 0);
    this.corrected = Math.max(CORRECTED_CHANGES, placed * CORRECTED_SHARE);
    this.blockCounts = this.rows.map((byCode) => byCode.map((rows) => countBlocks(rows, facetCount)));
  }

  /** What the held columns say of a listing as the order would place it, or undefined (not public, or no price). */
  private placed(id: number): Placed | undefined {
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    const status = statusesOf(this.held).findIndex((set) => (set[word] & bit) !== 0);
    const price = this.held.amounts[this.price][id];
    if (status < 0 || Number.isNaN(price)) return undefined;
    const code = this.held.codes[id * this.held.facetCount + this.slot];
    return { status, code, price, row: this.rowOf(id, status, code, price) };
  }

  /** Where the order holds a listing among its key's rows, or -1 (one new since the order was built). */
  private rowOf(id: number, status: number, code: number, price: number): number {
    const prices = this.prices[status]?.[code];
    const ids = this.ids[status]?.[code];
    if (!prices || !ids) return -1;
    for (let row = searchSorted(prices, price, false); row < ids.length && prices[row] === price; row += 1) {
      if (ids[row] === id) return row;
    }
    return -1;
  }

  /**
   * A listing is about to change: noted, with what the order holds of it, the first time. False when the order is
   * past correcting and must be dropped.
   */
  changing(id: number): boolean {
    if (!this.changed.has(id)) this.changed.set(id, this.placed(id));
    return this.changed.size <= this.corrected;
  }

  /** Counts a pass that `orderServes`. `statuses`: which of the order's the pass reads. */
  tally(pass: TallyPass, statuses: number[]): number {
    const bound = pass.bounds.find((filter) => filter.amount === this.price)!;
    if (orderServes(pass, this.slot, this.price) === 'ranges') return this.countRanges(pass, statuses, bound);
    const filter = pass.filters.find(({ slot }) => slot === this.slot)!;
    if (!pass.features.length && pass.bounds.length === 1 && pass.filters.every(({ slot }) => slot === this.slot)) {
      return this.countBlocksInRanges(pass, statuses, filter, bound);
    }
    // A look-up per listing in the range, spent only when some listing changed since the build.
    const skip = this.changed.size ? this.changed : undefined;
    let total = 0;
    this.forEachRange(statuses, keptBy(filter), bound, (status, code, from, to) => {
      total += tallyIds(pass, this.ids[status][code], from, to, true, skip, this.rows[status][code]);
    });
    return total + this.tallyChanged(pass);
  }

  /**
   * The keys the pass's filters keep under a price bound alone: a count per key from where the bound's ends fall,
   * added to the ordered facet's counts when the pass counts them.
   */
  private countRanges(pass: TallyPass, statuses: number[], bound: AmountFilter): number {
    const kept = (code: number) => pass.filters.every((filter) => filter.keeps[code] === 1);
    const offset = pass.slots.length ? pass.offsets[0] : -1;
    let total = 0;
    this.forEachRange(statuses, kept, bound, (_, code, from, to) => {
      if (offset >= 0) pass.counts[offset + code] += to - from;
      total += to - from;
    });
    for (const placed of this.changedInRanges(statuses, kept, bound)) {
      if (offset >= 0) pass.counts[offset + placed.code] -= 1;
      total -= 1;
    }
    return total + this.tallyChanged(pass);
  }

  /**
   * A pass whose only conditions are the filter on the order's slot and the price bound: every row of a kept key in
   * the range passes, so whole blocks are counted from the counts kept at their ends and only the edges read. The
   * changed listings were counted as the order holds them: taken out again, and counted as they are now.
   */
  private countBlocksInRanges(pass: TallyPass, statuses: number[], filter: SlotFilter, bound: AmountFilter): number {
    let total = 0;
    this.forEachRange(statuses, keptBy(filter), bound, (status, code, from, to) => {
      const ids = this.ids[status][code];
      const rows = this.rows[status][code];
      // Block k's counts cover the rows before (k + 1) * COUNTED_BLOCK.
      const firstWhole = Math.ceil(from / COUNTED_BLOCK);
      const lastWhole = Math.floor(to / COUNTED_BLOCK);
      if (lastWhole <= firstWhole) {
        total += tallyIds(pass, ids, from, to, true, undefined, rows);
        return;
      }
      total += tallyIds(pass, ids, from, firstWhole * COUNTED_BLOCK, true, undefined, rows);
      total += tallyIds(pass, ids, lastWhole * COUNTED_BLOCK, to, true, undefined, rows);
      total += (lastWhole - firstWhole) * COUNTED_BLOCK;
      const { keys, slotStarts, counts } = this.blockCounts[status][code]!;
      const high = (lastWhole - 1) * keys.length;
      const low = (firstWhole - 1) * keys.length;
      pass.slots.forEach((slot, index) => {
        const offset = pass.offsets[index];
        const room = (pass.offsets[index + 1] ?? pass.counts.length) - offset;
        for (let local = slotStarts[slot]; local < slotStarts[slot + 1]; local += 1) {
          if (keys[local] >= room) continue;
          pass.counts[offset + keys[local]] += counts[high + local] - (low < 0 ? 0 : counts[low + local]);
        }
      });
    });
    const { facetCount } = this.held;
    for (const placed of this.changedInRanges(statuses, keptBy(filter), bound)) {
      const { codes } = this.rows[placed.status][placed.code];
      pass.slots.forEach((slot, index) => {
        pass.counts[pass.offsets[index] + codes[placed.row * facetCount + slot]] -= 1;
      });
      total -= 1;
    }
    return total + this.tallyChanged(pass);
  }

  /** Each kept key's rows inside `bound` ([from, to) of its ids in price order), in each of `statuses`. */
  private forEachRange(
    statuses: number[],
    kept: (code: number) => boolean,
    { min, max }: AmountFilter,
    visit: (status: number, code: number, from: number, to: number) => void,
  ): void {
    for (const status of statuses) {
      this.prices[status].forEach((prices, code) => {
        if (kept(code)) visit(status, code, searchSorted(prices, min, false), searchSorted(prices, max, true));
      });
    }
  }

  /**
   * The changed listings the ranges of `forEachRange` counted as the order holds them: a tally takes them out again
   * and counts them as they are now (tallyChanged).
   */
  private changedInRanges(statuses: number[], kept: (code: number) => boolean, bound: AmountFilter): Placed[] {
    return [...this.changed.values()].filter(
      (placed): placed is Placed =>
        placed !== undefined &&
        placed.row >= 0 &&
        statuses.includes(placed.status) &&
        kept(placed.code) &&
        placed.price >= bound.min &&
        placed.price <= bound.max,
    );
  }

  /** The changed listings, as they are held now. */
  private tallyChanged(pass: TallyPass): number {
    const ids = Int32Array.from(this.changed.keys());
    return tallyIds(pass, ids, 0, ids.length, false);
  }
}

/**
 * How an order of `slot`'s keys by price (`price`: its index among the held amounts) counts a pass: from where the
 * bound's ends fall in each key's prices, when a price bound is the pass's only condition besides filters on the slot
 * and the pass counts no keys but the slot's ('ranges': a make's total under a price range, the make facet under the
 * range); by reading the listings inside the bound of the keys a filter on the slot keeps ('filtered'); undefined
 * when it cannot.
 */
export function orderServes(pass: TallyPass, slot: number, price: number): 'ranges' | 'filtered' | undefined {
  if (!pass.bounds.some((bound) => bound.amount === price)) return undefined;
  const onlySlot = (other: number) => other === slot;
  const ranges =
    pass.bounds.length === 1 &&
    !pass.features.length &&
    pass.filters.every((filter) => onlySlot(filter.slot)) &&
    pass.slots.every(onlySlot);
  if (ranges) return 'ranges';
  return pass.filters.some((filter) => filter.slot === slot) ? 'filtered' : undefined;
}

/** Whether a slot filter keeps a key code. */
const keptBy =
  ({ keeps }: SlotFilter) =>
  (code: number): boolean =>
    keeps[code] === 1;

/** The statuses a listing may be held in, in the order PriceOrder numbers them. */
const statusesOf = (held: HeldColumns): Uint32Array[] => [held.approved, held.sold];
