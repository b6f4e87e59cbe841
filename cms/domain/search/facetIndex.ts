/**
 * The public listings' search features and facet keys, held in memory by each server, so that a sidebar is counted
 * without reading the listings: under search features (no kept count answers those: a count per feature combination
 * would be more rows than the listings it counts, and the pass over the listings with the features grows with the
 * market: 8,769 listings with three common features at 200,000, about 44,000 at 1,000,000, where it cost PostgreSQL
 * 100-160 ms a request), under filters that keep some of one facet's keys (a make, a body type, a colour:
 * heldFilters.ts; under a body type alone the database passes over tens of thousands of listings, 70-150 ms), and
 * with no filter at all, and under price, year and mileage bounds besides (a price slider's bound that leaves out
 * some listings was a pass of the database over every listing under it: 441-449 ms for a make's sidebar at 200,000).
 *
 * Held: a bitset over listing ids per status and per search feature, a 16-bit code per listing and facet into a
 * dictionary of that facet's keys (keyOf, computed by the database as a pass over the listings computes it), each
 * with what its `ofGroup` makes of it and its place in the database's order, and each listing's price, year and
 * mileage. Three features are then an AND of three bitsets and, for each listing left, one increment per facet; a
 * filter on keys is a look-up of each listing's code, a bound a comparison of its number. About 3 MB a 100,000 ids
 * and 2.4 MB more for the numbers. The counts of a question are kept (a tally) and adjusted as listings change.
 * Under a price bound, a make's or a body type's listings are read in price order instead (heldPriceOrder.ts, with
 * their codes and amounts in that order: about 5 MB a 100,000 ids more for each).
 *
 * Read when a count first needs it, in the background, a page of ids at a time (4-8 s at 200,000 listings); counts
 * go to the database meanwhile, and whenever every listing must be read again. Kept current through
 * search_listing_changes (migration listing_changes): when the listings version moves, the listings logged by the
 * transactions its last read did not see are read again. One that has not caught up for half the time changes are
 * kept reads them all again. HELD_LISTINGS=false holds none (holdListings).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import { searchFeatures } from '../../../contract/catalog/searchFilters.ts';
import { render, runPrepared } from '../../platform/db/preparedSql.ts';
import { keyOf, type Facet, type FacetName, type Group, type PassCounts } from './facet.ts';
import { orderServes, PriceOrder } from './heldPriceOrder.ts';
import { tallyAll, type AmountFilter, type HeldColumns, type SlotFilter, type TallyPass } from './heldTally.ts';

/** How long logged changes are kept (housekeeping deletes older ones): a server half that behind reads all again. */
export const LISTING_CHANGES_KEPT_MINUTES = 60;
const CAUGHT_UP_WITHIN_MS = (LISTING_CHANGES_KEPT_MINUTES / 2) * 60 * 1000;
/**
 * Ids read a statement at a time: a range of the primary key a few thousand listings wide, never so large a share of
 * the table that PostgreSQL would read all of it for each.
 */
const PAGE_IDS = 2_000;
/** Masks whose tallies are kept current (each a count per key of every facet: a few hundred bytes). */
const KEPT_TALLIES = 1000;
/** Changed listings times kept tallies beyond which the tallies are counted again rather than adjusted. */
const MAX_TALLY_ADJUSTMENTS = 100_000;
/** Keys a facet may have: each listing holds a 16-bit code of its key. */
const MAX_KEYS = 1 << 16;
/** Feature bits are read as a 32-bit integer. */
const FEATURES_FIT = searchFeatures.length <= 31;

const publicListing = sql`v.status in ('approved', 'sold')`;

/** The numbers held of each listing, which a bound filters on: each column as the WHERE compares it. */
const heldAmounts = ['price', 'year', 'mileage'] as const;
export type HeldAmount = (typeof heldAmounts)[number];
const PRICE = heldAmounts.indexOf('price');

type Key = Group['key'];
interface Mark {
  version: string;
  /** The first transaction not begun at the snapshot. */
  xmax: string;
  /** The transactions running at the snapshot. */
  running: string[];
  lastId: number;
}
interface ListingRow {
  /** null: a change too large to log each was logged, and every listing must be read again. */
  id: number | null;
  /** null: the listing is gone or no longer public. */
  status: 'approved' | 'sold' | null;
  bits: number | null;
  [facetKey: `k${number}`]: Key;
  /** The listing's amounts, in heldAmounts' order; null for none (no bound keeps it, as in SQL). */
  [amount: `a${number}`]: number | null;
}

/** The keys of one facet, each with a code: its value, what ofGroup makes of it, and its place in the key order. */
class Dictionary {
  readonly keys: Key[] = [];
  derived: Group['derived'][] = [];
  rank: number[] = [];
  private readonly codes = new Map<string, number>();

  static id = (key: Key) => `${typeof key}:${key}`;

  codeOf(key: Key): number | undefined {
    return this.codes.get(Dictionary.id(key));
  }

  add(key: Key): number {
    const code = this.keys.length;
    this.keys.push(key);
    this.codes.set(Dictionary.id(key), code);
    return code;
  }
}

/**
 * How many listings of some statuses have every feature of a mask and pass some slot and amount filters, and their
 * keys' counts per facet slot.
 */
interface Tally {
  mask: number;
  includeSold: boolean;
  filters: SlotFilter[];
  bounds: AmountFilter[];
  /**
   * The slots whose keys it counts, those asked of it: a pass counting one facet over many listings (the make's
   * under a price range alone) would spend most of its time counting the others' keys.
   */
  slots: Int32Array;
  /** Each of its slots' first count in `counts`. */
  offsets: Int32Array;
  total: number;
  /** A count per key code of each of its slots, one slot after the other (a slot not counted takes no room). */
  counts: Int32Array;
}

/**
 * Bitsets and codes over listing ids, for one read of the listings; and the tallies of the masks counted lately, kept
 * current as listings change, so a sidebar asked again after a change costs no pass over the bitsets.
 */
class Listings implements HeldColumns {
  words = 0;
  /** Words up to the highest id held: the rest of the capacity is empty. */
  usedWords = 0;
  approved = new Uint32Array(0);
  sold = new Uint32Array(0);
  features: Uint32Array[] = searchFeatures.map(() => new Uint32Array(0));
  /** Each listing's amounts, one array per amount (by id; NaN for none). */
  amounts: Float64Array[] = heldAmounts.map(() => new Float64Array(0));
  /**
   * Each listing's key codes side by side (id * facets + slot): a count reads one cache line a listing, where an
   * array per facet cost a memory read per facet (1.4 ms for 8,769 listings and nine facets).
   */
  codes = new Uint16Array(0);
  /** Each facet's number of keys: the room its counts take in a tally. */
  private sizes: number[] = [];
  private readonly tallies = new LRUCache<string, Tally>({ max: KEPT_TALLIES });
  /** Each ordered slot's listings by price, once a count under a price bound asks for them (heldPriceOrder.ts). */
  private readonly priceOrders: (PriceOrder | undefined)[];
  /** Price orders built, for tests. */
  priceOrdersBuilt = 0;

  /** `orderedSlots`: the facets whose listings are ordered by price per key, the first that serves a count used. */
  constructor(
    readonly facetCount: number,
    private readonly orderedSlots: number[],
  ) {
    this.priceOrders = orderedSlots.map(() => undefined);
  }

  /**
   * Listings about to change: each is taken out of and put back into every kept tally it counts in, unless that
   * costs more than counting the tallies again when next asked (about 1 ms each at 200,000 listings).
   */
  changing(listings: number): void {
    if (listings * this.tallies.size > MAX_TALLY_ADJUSTMENTS) this.tallies.clear();
  }

  /** The facets' numbers of keys grew (or were first known): tallies laid out for the old numbers are dropped. */
  keysGrew(sizes: number[]): void {
    this.sizes = sizes;
    this.tallies.clear();
  }

  /**
   * The tally of a mask under some slot filters (`key` names them) that counts at least the keys of `slots`, counted
   * over the bitsets the first time, then kept. Counted again for a slot it lacks, with the slots it had.
   */
  tallied(
    mask: number,
    includeSold: boolean,
    key: string,
    filters: () => SlotFilter[],
    bounds: AmountFilter[],
    slots: number[],
  ): { tally: Tally; counted: boolean } {
    const tallyKey = `${mask} ${includeSold} ${key}`;
    const kept = this.tallies.get(tallyKey);
    if (kept && slots.every((slot) => kept.slots.includes(slot))) {
      return { tally: kept, counted: false };
    }
    const slotFilters = filters();
    const passOf = (counted: Int32Array): TallyPass => {
      const offsets = new Int32Array(counted.length);
      let room = 0;
      counted.forEach((slot, index) => {
        offsets[index] = room;
        room += this.sizes[slot];
      });
      return {
        held: this,
        statuses: includeSold ? [this.approved, this.sold] : [this.approved],
        features: this.features.filter((_, feature) => (mask >>> feature) & 1),
        filters: slotFilters,
        bounds,
        slots: counted,
        offsets,
        counts: new Int32Array(room),
      };
    };
    // The slots asked alone, when a price order counts them from where a price bound's ends fall: a few binary
    // searches, where counting more slots would read each listing in the range.
    const asked = passOf(Int32Array.from(slots));
    let order = this.orderedSlots.findIndex((slot) => orderServes(asked, slot, PRICE) === 'ranges');
    let pass = asked;
    if (order < 0) {
      // A total alone (no slot) counts every slot: the sidebar of the same search asks the same filters next.
      pass = passOf(
        slots.length
          ? Int32Array.from(new Set([...(kept?.slots ?? []), ...slots]))
          : Int32Array.from(this.sizes.keys()),
      );
      order = this.orderFor(pass);
      if (order < 0 && pass.slots.length > slots.length && slots.length) {
        // An ordered facet's listings in a price range are read alone, where also counting the slots kept before
        // would be a pass over every listing held.
        order = this.orderFor(asked);
        if (order >= 0) pass = asked;
      }
    }
    const total = order >= 0 ? this.orderedTally(order, pass, includeSold) : tallyAll(pass);
    const { slots: counted, offsets, counts } = pass;
    const tally = { mask, includeSold, filters: slotFilters, bounds, slots: counted, offsets, total, counts };
    this.tallies.set(tallyKey, tally);
    return { tally, counted: true };
  }

  /** Which of the ordered slots' price orders counts a pass (heldPriceOrder.ts), or -1 when none can. */
  private orderFor(pass: TallyPass): number {
    return this.orderedSlots.findIndex((slot) => orderServes(pass, slot, PRICE));
  }

  /** A pass counted from the price order of the `index`th ordered slot, built first if it was not. */
  private orderedTally(index: number, pass: TallyPass, includeSold: boolean): number {
    let order = this.priceOrders[index];
    if (!order) {
      order = new PriceOrder(this, this.orderedSlots[index], PRICE);
      this.priceOrders[index] = order;
      this.priceOrdersBuilt += 1;
    }
    return order.tally(pass, includeSold ? [0, 1] : [0]);
  }

  /** Room for ids up to `id`: a quarter more than asked, so new listings seldom copy the arrays and little is idle. */
  grow(id: number): void {
    if (id < this.words * 32) return;
    const words = Math.max(1024, Math.ceil(((id + 1) / 32) * 1.25));
    const wider = <T extends Uint32Array | Uint16Array>(array: T, length: number): T => {
      const copy = new (array.constructor as new (length: number) => T)(length);
      copy.set(array);
      return copy;
    };
    this.approved = wider(this.approved, words);
    this.sold = wider(this.sold, words);
    this.features = this.features.map((bits) => wider(bits, words));
    this.codes = wider(this.codes, words * 32 * this.facetCount);
    this.amounts = this.amounts.map((values) => {
      const copy = new Float64Array(words * 32).fill(Number.NaN);
      copy.set(values);
      return copy;
    });
    this.words = words;
  }

  set(id: number, status: 'approved' | 'sold' | null, bits: number, codes: number[], amounts: number[]): void {
    if (status === null && id >= this.words * 32) return;
    this.priceOrders.forEach((order, index) => {
      if (order && !order.changing(id)) this.priceOrders[index] = undefined;
    });
    this.grow(id);
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    this.adjustTallies(id, -1);
    const put = (set: Uint32Array, on: boolean) => {
      set[word] = on ? set[word] | bit : set[word] & ~bit;
    };
    put(this.approved, status === 'approved');
    put(this.sold, status === 'sold');
    this.features.forEach((set, feature) => put(set, status !== null && ((bits >>> feature) & 1) === 1));
    this.codes.set(codes, id * this.facetCount);
    this.amounts.forEach((values, amount) => {
      values[id] = amounts[amount];
    });
    this.usedWords = Math.max(this.usedWords, word + 1);
    this.adjustTallies(id, 1);
  }

  /** Takes a listing out of (-1) or into (1) every kept tally it counts in, as it is held now. */
  private adjustTallies(id: number, sign: number): void {
    if (!this.tallies.size) return;
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    const approved = (this.approved[word] & bit) !== 0;
    const sold = (this.sold[word] & bit) !== 0;
    if (!approved && !sold) return;
    let bits = 0;
    this.features.forEach((set, feature) => {
      if (set[word] & bit) bits |= 1 << feature;
    });
    const first = id * this.facetCount;
    const passes = (filter: SlotFilter) => filter.keeps[this.codes[first + filter.slot]] === 1;
    const within = ({ amount, min, max }: AmountFilter) => {
      const value = this.amounts[amount][id];
      return value >= min && value <= max;
    };
    for (const tally of this.tallies.values()) {
      if ((bits & tally.mask) !== tally.mask || (sold && !tally.includeSold)) continue;
      if (!tally.filters.every(passes) || !tally.bounds.every(within)) continue;
      tally.total += sign;
      tally.slots.forEach((slot, index) => {
        tally.counts[tally.offsets[index] + this.codes[first + slot]] += sign;
      });
    }
  }
}

/** A filter on the keys of one held facet: a make is the keys whose lower case is the make's. */
export interface KeyFilter {
  facet: FacetName;
  /** Names what it keeps (the tallies are kept per filter). */
  id: string;
  /** Whether a listing with this key passes; `derived` is what the facet's ofGroup made of it (if it has one). */
  keeps(key: Key, derived: Group['derived'] | undefined): boolean;
}

/** A bound on a held amount, as the WHERE's: at least `min`, at most `max`, a listing without one never kept. */
export interface BoundFilter {
  amount: HeldAmount;
  min?: number;
  max?: number;
}

export type HeldFilter = KeyFilter | BoundFilter;

const isBound = (filter: HeldFilter): filter is BoundFilter => 'amount' in filter;

/**
 * The facets whose listings are held in price order per key (heldPriceOrder.ts), the narrower first: the commonest
 * filters of a search with a price range.
 */
const ORDERED_FACETS: FacetName[] = ['make', 'bodyType'];

/**
 * Whether a count under these filters reads the listings in price order, the ranges of the kept keys alone (a filter
 * on an ordered facet and a price bound), rather than every listing held.
 */
export const readsInPriceOrder = (filters: HeldFilter[]): boolean =>
  filters.some((filter) => !isBound(filter) && ORDERED_FACETS.includes(filter.facet)) &&
  filters.some((filter) => isBound(filter) && filter.amount === 'price');

export interface HeldCountsQuestion {
  /** The listings version the caller read. */
  version: string;
  /** Every facet a sidebar may count (what the index holds): those below and their filters' are among them. */
  held: Facet[];
  /** The search features chosen, as bits of feature_bits. */
  featureMask: bigint;
  includeSold: boolean;
  /** The other filters, each on a held facet's keys or a held amount. */
  filters: HeldFilter[];
  facets: Facet[];
  withTotal: boolean;
}

const signatures = new WeakMap<Facet, string>();

/** A facet's key expression and ofGroup as SQL text: held keys serve only a facet defined the same way. */
function signatureOf(facet: Facet): string {
  let signature = signatures.get(facet);
  if (signature === undefined) {
    const key = render(keyOf(facet, sql`v.${sql.identifier(facet.column.name)}`));
    const derived = facet.ofGroup ? render(facet.ofGroup(sql`k`)) : undefined;
    signature = JSON.stringify([key, derived, facet.ordered ?? false]);
    signatures.set(facet, signature);
  }
  return signature;
}

class FacetIndex {
  private listings: Listings | undefined;
  private readonly dictionaries: Dictionary[];
  private version: string | undefined;
  /** The snapshot before its last read: changes logged by transactions it did not see are not all held yet. */
  private since: Mark | undefined;
  private caughtUpAt = 0;
  private loading: Promise<void> | undefined;
  private catchingUp: Promise<boolean> | undefined;
  private queuedCatchUp: Promise<boolean> | undefined;
  /** Set when a facet has more keys than a code holds: counts then always go to the database. */
  private unusable = false;
  /** Counts answered from memory, for tests. */
  answered = 0;
  /** Tallies counted over the listings (not kept ones), for tests. */
  tallied = 0;
  /** Price orders built over the listings held now, for tests. */
  get priceOrdersBuilt(): number {
    return this.listings?.priceOrdersBuilt ?? 0;
  }

  private readonly signatures: Map<Facet['name'], string>;

  constructor(
    private readonly pool: Pool,
    private readonly facets: Facet[],
  ) {
    this.dictionaries = facets.map(() => new Dictionary());
    this.signatures = new Map(facets.map((facet) => [facet.name, signatureOf(facet)]));
  }

  /** The counts, or undefined when they are not held (yet): the caller counts them in the database. */
  async counts(question: HeldCountsQuestion): Promise<PassCounts | undefined> {
    if (this.unusable || this.loading || !this.holdsFiltered(question)) return undefined;
    if (this.version !== question.version) {
      // Changes older than those kept may be missed: read every listing again.
      if (this.version === undefined || Date.now() - this.caughtUpAt > CAUGHT_UP_WITHIN_MS) {
        this.load();
        return undefined;
      }
      if (!(await this.catchUp())) return undefined;
    }
    if (!this.listings || this.loading) return undefined;
    this.answered += 1;
    return this.count(this.listings, question);
  }

  private slotOf(name: FacetName): number {
    return this.facets.findIndex((held) => held.name === name);
  }

  /** Whether it holds each of these facets' keys as they are defined now. */
  holds(facets: Facet[]): boolean {
    return facets.every((facet) => this.signatures.get(facet.name) === signatureOf(facet));
  }

  /** Whether the facets counted and those filtered on are held as the question defines them. */
  private holdsFiltered({ facets, filters, held }: HeldCountsQuestion): boolean {
    const byName = new Map(held.map((facet) => [facet.name, facet]));
    const filtered = filters.flatMap((filter) => (isBound(filter) ? [] : [byName.get(filter.facet)]));
    return filtered.every(Boolean) && this.holds([...facets, ...(filtered as Facet[])]);
  }

  /** Whether it holds the listings, is reading them all (counts then go to the database), or has never been asked. */
  get state(): HeldListingsState {
    if (this.loading) return 'reading';
    return this.listings && !this.unusable ? 'held' : 'none';
  }

  /** Resolves when no read of the listings is running. */
  async settled(): Promise<void> {
    await this.loading;
    await this.catchingUp;
    await this.queuedCatchUp;
  }

  private count(
    listings: Listings,
    { featureMask, includeSold, filters, facets, withTotal }: HeldCountsQuestion,
  ): PassCounts {
    const keyFilters = filters.filter((filter): filter is KeyFilter => !isBound(filter));
    const bounds = filters.filter(isBound).map(({ amount, min, max }): AmountFilter => ({
      amount: heldAmounts.indexOf(amount),
      min: min ?? Number.NEGATIVE_INFINITY,
      max: max ?? Number.POSITIVE_INFINITY,
    }));
    const slotFilters = () =>
      keyFilters.map((filter): SlotFilter => {
        const slot = this.slotOf(filter.facet);
        const dictionary = this.dictionaries[slot];
        const keeps = new Uint8Array(dictionary.keys.length);
        dictionary.keys.forEach((key, code) => {
          keeps[code] = filter.keeps(key, dictionary.derived[code]) ? 1 : 0;
        });
        return { slot, keeps };
      });
    const key = [
      ...keyFilters.map((filter) => `${filter.facet}:${filter.id}`),
      ...bounds.map(({ amount, min, max }) => `${heldAmounts[amount]}:${min}..${max}`),
    ].join(' ');
    const slots = facets.map((facet) => this.slotOf(facet.name));
    const { tally, counted } = listings.tallied(Number(featureMask), includeSold, key, slotFilters, bounds, slots);
    if (counted) this.tallied += 1;
    return {
      total: withTotal ? tally.total : 0,
      groups: facets.map((facet) => {
        const slot = this.slotOf(facet.name);
        const dictionary = this.dictionaries[slot];
        const offset = tally.offsets[tally.slots.indexOf(slot)];
        const groups: (Group & { rank: number })[] = [];
        for (let code = 0; code < dictionary.keys.length; code += 1) {
          const count = tally.counts[offset + code];
          if (count > 0) {
            groups.push({
              key: dictionary.keys[code],
              derived: dictionary.derived[code] ?? null,
              count,
              rank: dictionary.rank[code],
            });
          }
        }
        if (facet.ordered) groups.sort((a, b) => a.rank - b.rank);
        return groups.map(({ key, derived, count }) => ({ key, derived, count }));
      }),
    };
  }

  /** Reads every public listing again, in the background; counts go to the database meanwhile. */
  private load(): void {
    if (this.loading) return;
    this.loading = (async () => {
      const mark = await this.snapshot();
      const listings = new Listings(
        this.facets.length,
        ORDERED_FACETS.map((facet) => this.slotOf(facet)).filter((slot) => slot >= 0),
      );
      listings.keysGrew(this.dictionaries.map((dictionary) => dictionary.keys.length));
      listings.grow(mark.lastId);
      // Listings made after the snapshot are read by the next catch-up; its last id bounds the read.
      for (let after = 0; after < mark.lastId; after += PAGE_IDS) {
        const rows = await this.read(
          sql`vehicles v`,
          sql`v.id`,
          sql`v.id > ${after} and v.id <= ${after + PAGE_IDS} and ${publicListing}`,
        );
        if (!(await this.apply(listings, rows))) return;
      }
      this.listings = listings;
      this.held(mark);
    })()
      .catch(() => {
        // Counted by the database; the next count tries again.
        this.version = undefined;
      })
      .finally(() => {
        this.loading = undefined;
      });
  }

  /**
   * Reads the listings logged as changed since the last read, or answers false when they must all be read again.
   * A catch-up asked for while one runs waits for it and runs once more, so it reads changes the caller can see.
   */
  private catchUp(): Promise<boolean> {
    if (!this.catchingUp) {
      this.catchingUp = this.readChanges()
        .catch(() => false)
        .finally(() => {
          this.catchingUp = undefined;
        });
      return this.catchingUp;
    }
    this.queuedCatchUp ??= this.catchingUp.then(() => {
      this.queuedCatchUp = undefined;
      return this.catchUp();
    });
    return this.queuedCatchUp;
  }

  private async readChanges(): Promise<boolean> {
    const listings = this.listings;
    if (!listings || !this.since) return false;
    const mark = await this.snapshot();
    // Logged by a transaction still running at the last snapshot, or begun after it.
    const changed = sql`(select distinct vehicle_id as id from search_listing_changes
      where xid >= ${this.since.xmax}::xid8 or xid = any(${sql.param(this.since.running)}::xid8[])) changed`;
    const rows = await this.read(
      sql`${changed} left join vehicles v on v.id = changed.id and ${publicListing}`,
      sql`changed.id`,
    );
    // A truncate or a statement that changed too many listings to log each: read them all again.
    if (rows.some((row) => row.id === null)) {
      this.load();
      return false;
    }
    if (!(await this.apply(listings, rows))) return false;
    // A read of every listing started meanwhile holds what these rows say, or will.
    if (this.listings !== listings || this.loading) return false;
    this.held(mark);
    return true;
  }

  /**
   * The listings version, the transactions running and the first not begun (what the next catch-up reads the
   * changes of), and the last id: read before the listings are.
   */
  private async snapshot(): Promise<Mark> {
    const [mark] = await runPrepared<Mark>(this.pool, {
      sql: `select version::text as version, pg_snapshot_xmax(snapshot)::text as xmax,
          array(select pg_snapshot_xip(snapshot)::text) as running,
          coalesce((select max(id) from vehicles), 0) as "lastId"
        from search_version, pg_current_snapshot() as snapshot where id = 1`,
      params: [],
    });
    return mark;
  }

  private held(mark: Mark): void {
    this.version = mark.version;
    this.since = mark;
    this.caughtUpAt = Date.now();
  }

  private read(from: SQL, id: SQL, where?: SQL): Promise<ListingRow[]> {
    const keys = this.facets.map(
      (facet, slot) => sql`${keyOf(facet, sql`v.${sql.identifier(facet.column.name)}`)} as ${sql.raw(`k${slot}`)}`,
    );
    const amounts = heldAmounts.map(
      (amount, index) => sql`v.${sql.identifier(amount)}::float8 as ${sql.raw(`a${index}`)}`,
    );
    return runPrepared<ListingRow>(
      this.pool,
      render(sql`select ${id} as id, v.status, v.feature_bits::int as bits, ${sql.join([...keys, ...amounts], sql`, `)}
        from ${from} ${where ? sql`where ${where}` : sql``}`),
    );
  }

  /**
   * Holds the rows read: new keys first get what the database makes of them, so a count running meanwhile never
   * meets a code it cannot name. Answers false when a facet has outgrown its codes.
   */
  private async apply(listings: Listings, rows: ListingRow[]): Promise<boolean> {
    const added = new Set<number>();
    this.dictionaries.forEach((dictionary, slot) => {
      for (const row of rows) {
        const key = row[`k${slot}`] ?? null;
        if (row.status !== null && dictionary.codeOf(key) === undefined) {
          dictionary.add(key);
          added.add(slot);
        }
      }
    });
    if (this.dictionaries.some((dictionary) => dictionary.keys.length > MAX_KEYS)) {
      this.unusable = true;
      return false;
    }
    for (const slot of added) await this.describe(slot);
    if (added.size) {
      const sizes = this.dictionaries.map((dictionary) => dictionary.keys.length);
      for (const held of new Set([listings, this.listings])) held?.keysGrew(sizes);
    }
    listings.changing(rows.length);
    for (const row of rows) {
      const codes = this.dictionaries.map((dictionary, slot) => dictionary.codeOf(row[`k${slot}`] ?? null) ?? 0);
      const amounts = heldAmounts.map((_, index) => row[`a${index}`] ?? Number.NaN);
      if (row.id !== null) listings.set(row.id, row.status, row.bits ?? 0, codes, amounts);
    }
    return true;
  }

  /** Each key's ofGroup and place in the database's order, as a pass over the listings would give them. */
  private async describe(slot: number): Promise<void> {
    const facet = this.facets[slot];
    const dictionary = this.dictionaries[slot];
    if (!facet.ofGroup && !facet.ordered) return;
    const keys = dictionary.keys.map((key) => (key === null ? null : String(key)));
    const rows = await runPrepared<{ code: number; derived: Group['derived'] }>(
      this.pool,
      render(sql`select (code - 1)::int as code, ${facet.ofGroup ? facet.ofGroup(sql`k`) : sql`null`} as derived
        from unnest(${sql.param(keys)}::text[]) with ordinality as keys(k, code) order by k`),
    );
    const derived: Group['derived'][] = [];
    const rank: number[] = [];
    rows.forEach((row, place) => {
      derived[row.code] = row.derived;
      rank[row.code] = place;
    });
    dictionary.derived = derived;
    dictionary.rank = rank;
  }
}

const indexes = new WeakMap<Pool, FacetIndex>();

/** The index of a pool's listings for these facets (a new one when their definitions changed: a new year's bands). */
function indexOf(pool: Pool, facets: Facet[]): FacetIndex {
  let index = indexes.get(pool);
  if (!index?.holds(facets)) {
    index = new FacetIndex(pool, facets);
    indexes.set(pool, index);
  }
  return index;
}

const notHolding = new WeakSet<Pool>();

/** Whether the servers of `pool` hold its listings for the sidebar (HELD_LISTINGS; they do unless told not to). */
export function holdListings(pool: Pool, hold: boolean): void {
  if (hold) notHolding.delete(pool);
  else notHolding.add(pool);
}

/** Whether the servers of `pool` hold its listings at all (they may still be reading them). */
export const holdsListings = (pool: Pool): boolean => FEATURES_FIT && !notHolding.has(pool);

/**
 * A pass's counts from memory, under search features and filters on held facets; undefined when the caller must
 * count them in the database (the listings are not held yet, or are being read again, or are not held at all).
 */
export function heldFacetCounts(pool: Pool, question: HeldCountsQuestion): Promise<PassCounts | undefined> {
  if (!holdsListings(pool)) return Promise.resolve(undefined);
  return indexOf(pool, question.held).counts(question);
}

/** The held index of a pool's listings, if one was made: for tests and the EXPLAIN check to wait on and inspect. */
export const heldFacetIndex = (
  pool: Pool,
): Pick<FacetIndex, 'answered' | 'tallied' | 'priceOrdersBuilt' | 'settled'> | undefined => indexes.get(pool);

export type HeldListingsState = 'none' | 'reading' | 'held';

/** What a pool's listings held for the sidebar are doing: read on the first count that needs them. */
export const heldListingsState = (pool: Pool): HeldListingsState => indexes.get(pool)?.state ?? 'none';
