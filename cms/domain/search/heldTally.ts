/**
 * The loops that count held listings (facetIndex.ts): over the bitsets of every id, or over a list of ids (a key's
 * listings in a price range, heldPriceOrder.ts). Kept to small integers and typed arrays, so V8 compiles each to a
 * tight loop.
 */

/** Listings' key codes (facetCount side by side each) and amounts, one row a listing. */
export interface HeldRows {
  readonly codes: Uint16Array;
  readonly amounts: Float64Array[];
}

/** What the index holds of its listings, by id: a listing's row is its id. */
export interface HeldColumns extends HeldRows {
  readonly approved: Uint32Array;
  readonly sold: Uint32Array;
  /** A bitset per search feature. */
  readonly features: Uint32Array[];
  /** Each listing's amounts, one array per held amount (NaN for none). */
  readonly amounts: Float64Array[];
  /** Each listing's key codes side by side: id * facetCount + slot. */
  readonly codes: Uint16Array;
  readonly facetCount: number;
  /** Words of the bitsets up to the highest id held. */
  readonly usedWords: number;
}

/** A filter on one slot: a 1 per key code it keeps (a code past its end, a key new since, is kept by none). */
export interface SlotFilter {
  slot: number;
  keeps: Uint8Array;
}

/** A bound on one held amount (its index among the amounts), both ends kept: -Infinity and Infinity for none. */
export interface AmountFilter {
  amount: number;
  min: number;
  max: number;
}

/** What one tally asks of each listing, and where it adds the keys of those that pass. */
export interface TallyPass {
  held: HeldColumns;
  /** The status bitsets a listing may be in (approved, and sold when asked). */
  statuses: Uint32Array[];
  /** The bitsets of the features a listing must have. */
  features: Uint32Array[];
  filters: SlotFilter[];
  bounds: AmountFilter[];
  /** The slots whose keys it counts, and each one's first count in `counts`. */
  slots: Int32Array;
  offsets: Int32Array;
  counts: Int32Array;
}

/**
 * Counts the listings in any of the pass's statuses with each of its features and passing each of its filters and
 * bounds, over every id held, and adds each one's keys to the counts.
 */
export function tallyAll(pass: TallyPass): number {
  const { statuses, features } = pass;
  const { usedWords } = pass.held;
  const count = listingCounter(pass, pass.held);
  let total = 0;
  for (let index = 0; index < usedWords; index += 1) {
    let word = statuses[0][index] | 0;
    for (let status = 1; status < statuses.length; status += 1) word |= statuses[status][index];
    for (let feature = 0; word !== 0 && feature < features.length; feature += 1) word &= features[feature][index];
    while (word !== 0) {
      const lowest = word & -word;
      word ^= lowest;
      total += count((index << 5) + 31 - Math.clz32(lowest));
    }
  }
  return total;
}

/**
 * As tallyAll, over ids[from..to) alone, leaving out those in `skip`. `known`: the ids are known to be in one of the
 * pass's statuses (their status is not read again). `rows`: the ids' codes and amounts in the ids' own order, read
 * in sequence where reading them by id is a random read each (the held columns are tens of megabytes at 1,000,000
 * listings, past the processor's cache).
 */
export function tallyIds(
  pass: TallyPass,
  ids: Int32Array,
  from: number,
  to: number,
  known: boolean,
  skip?: ReadonlyMap<number, unknown>,
  rows?: HeldRows,
): number {
  const { statuses, features } = pass;
  const count = listingCounter(pass, rows ?? pass.held);
  let total = 0;
  for (let index = from; index < to; index += 1) {
    const id = ids[index];
    if (skip?.has(id)) continue;
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    let inStatus = known;
    for (let status = 0; !inStatus && status < statuses.length; status += 1)
      inStatus = (statuses[status][word] & bit) !== 0;
    if (!inStatus) continue;
    let hasFeatures = true;
    for (let feature = 0; hasFeatures && feature < features.length; feature += 1) {
      hasFeatures = (features[feature][word] & bit) !== 0;
    }
    if (hasFeatures) total += count(rows ? index : id);
  }
  return total;
}

/**
 * For a listing already in a status and with the features asked, by its row in `rows`: 1 and its keys counted when it
 * passes every slot filter and bound, else 0.
 */
function listingCounter(
  { held, filters, bounds, slots, offsets, counts }: TallyPass,
  { codes, amounts }: HeldRows,
): (row: number) => number {
  const { facetCount } = held;
  const filterSlots = filters.map((filter) => filter.slot);
  const filterKeeps = filters.map((filter) => filter.keeps);
  const boundValues = bounds.map((bound) => amounts[bound.amount]);
  const boundMins = bounds.map((bound) => bound.min);
  const boundMaxes = bounds.map((bound) => bound.max);
  return (row) => {
    const first = row * facetCount;
    for (let filter = 0; filter < filterSlots.length; filter += 1) {
      if (filterKeeps[filter][codes[first + filterSlots[filter]]] !== 1) return 0;
    }
    for (let bound = 0; bound < boundValues.length; bound += 1) {
      const value = boundValues[bound][row];
      // Written so that NaN (no amount) fails it, as null fails SQL's comparison.
      if (!(value >= boundMins[bound] && value <= boundMaxes[bound])) return 0;
    }
    for (let slot = 0; slot < slots.length; slot += 1) counts[offsets[slot] + codes[first + slots[slot]]] += 1;
    return 1;
  };
}
