/**
 * Facet counts for the filter sidebar: each facet is counted with every filter but its own, so choosing BMW still
 * shows how many Audis there are. Facets whose own filter is not chosen share one WHERE, so they are counted in one
 * pass over the matching rows (GROUPING SETS, one set per facet, with the total as the empty set); each facet whose
 * filter is chosen needs a WHERE of its own, and gets a pass of its own. A pass is counted from the listings each
 * server holds in memory when its filters are search features, filters on facet keys and bounds (facetIndex.ts,
 * heldFilters.ts); else, left with no filter (the sidebar as /search opens while the listings are being read), with a
 * make alone, with a make and a body type or, for the make facet, one other filter, it reads the counts the database
 * keeps (keptRows.ts); for the make facet under a price range, the counts it keeps per step of price
 * (keptPriceSteps.ts); else the listings. answerCache.ts keeps the answers.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import {
  searchBodyTypes,
  searchColors,
  searchConditions,
  searchDrivetrains,
  searchFuelTypes,
  searchTransmissions,
  type SearchOption,
} from '../../../contract/catalog/searchFilters.ts';
import {
  priceBands,
  yearBands,
  type BandCount,
  type FacetCount,
  type FacetsResponse,
} from '../../../contract/facets.ts';
import type { SearchParams } from '../../../contract/search.ts';
import { poolOf } from '../../platform/db/pool.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import {
  keyOf,
  type Facet,
  type FacetName,
  type Group,
  type NumberColumn,
  type Column,
  type PassCounts,
} from './facet.ts';
import { heldFacetCounts, holdsListings, readsInPriceOrder } from './facetIndex.ts';
import { heldFilters, isHeldBound } from './heldFilters.ts';
import { colorCondition } from './filterValues.ts';
import { boundsLeavingNoneOut, isRangedBound, keptCountsPass } from './keptFacetCounts.ts';
import { priceStepsMakes } from './keptPriceSteps.ts';
import { keptRows } from './keptRows.ts';
import {
  chosenGroups,
  countWhere,
  filterSet,
  listingsWhere,
  withoutFilters,
  type FilterGroup,
  type FilterSet,
} from './filterConditions.ts';
import { listingsVersion } from './versionedCache.ts';

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || (a.value < b.value ? -1 : 1);

/**
 * Free-text values folded by case ('BMW' and 'bmw' are one make), shown as stored: the first spelling in the
 * database's order (the pass sorts its groups by key).
 */
function textFacet(name: 'make' | 'model', ownGroups: FilterGroup[]): Facet {
  return {
    name,
    ownGroups,
    column: { name },
    ofGroup: (key) => sql`lower(${key})`,
    ordered: true,
    answer: (groups) => {
      const byFolded = new Map<string, FacetCount>();
      for (const group of groups) {
        if (group.key === null || group.derived === null) continue;
        const folded = String(group.derived);
        const facet = byFolded.get(folded);
        if (facet) facet.count += group.count;
        else byFolded.set(folded, { value: String(group.key), count: group.count });
      }
      return [...byFolded.values()].sort(byCount);
    },
  };
}

/** Stored values folded into the search screen's options ('sedan' and '4-door-sedan' are both Sedan). */
function optionFacet(name: FacetName & FilterGroup, column: Column['name'], options: readonly SearchOption[]): Facet {
  return {
    name,
    ownGroups: [name],
    // Grouped as the column's enum: casting every listing's value to text first cost a third of an unfiltered pass.
    column: { name: column },
    answer: (groups) => {
      const byStored = new Map(groups.map((entry) => [entry.key, entry.count]));
      return options
        .map((option) => ({
          value: option.label,
          count: option.matches.reduce((sum, stored) => sum + (byStored.get(stored) ?? 0), 0),
        }))
        .filter((facet) => facet.count > 0);
    },
  };
}

/** Disjoint bands of a number: the key is the index of the band a listing is in. */
function bandFacet(
  column: NumberColumn,
  bands: readonly Omit<BandCount, 'count'>[],
  keptKeys?: Facet['keptKeys'],
): Facet {
  const cases = (value: SQL) =>
    bands.map((band, index) => {
      const parts: SQL[] = [];
      if (band.min !== undefined) parts.push(sql`${value} >= ${band.min}`);
      if (band.max !== undefined) parts.push(sql`${value} <= ${band.max}`);
      return sql`when ${sql.join(parts, sql` and `)} then ${sql.raw(String(index))}`;
    });
  return {
    name: column.name,
    ownGroups: [column.name],
    column,
    keptKeys,
    key: (value) => sql`case ${sql.join(cases(value), sql` `)} end`,
    answer: (groups) => {
      const counts = new Map(groups.map((group) => [group.key, group.count]));
      return bands.map((band, index) => ({ ...band, count: counts.get(index) ?? 0 })).filter((band) => band.count > 0);
    },
  };
}

/** A colour is a word of free text, so a listing may be two colours: each stored colour gets a bit per named one. */
const colorFacet: Facet = {
  name: 'exteriorColor',
  ownGroups: ['exteriorColor'],
  column: { name: 'exterior_color' },
  countsNone: true,
  ofGroup: (key) =>
    sql`(${sql.join(
      searchColors.map(
        (color, bit) => sql`case when ${colorCondition(key, color)} then ${sql.raw(String(1 << bit))} else 0 end`,
      ),
      sql` + `,
    )})`,
  answer: (groups) =>
    searchColors
      .map((color, bit) => ({
        value: color,
        count: groups.reduce((sum, group) => sum + ((Number(group.derived) >> bit) & 1 ? group.count : 0), 0),
      }))
      .filter((facet) => facet.count > 0),
};

/** The facets as last defined, by whether they count models and the year's bands. */
const definedFacets = new Map<string, Facet[]>();

/**
 * The facets of a sidebar (its models under a make only): made once per kind and year, so that what is derived from
 * them (facetIndex.ts's held keys) is derived once.
 */
function facetsFor(withModels: boolean): Facet[] {
  const years = yearBands();
  const kind = `${withModels} ${JSON.stringify(years)}`;
  let facets = definedFacets.get(kind);
  if (!facets) {
    if (definedFacets.size >= 4) definedFacets.clear();
    facets = defineFacets(withModels, years);
    definedFacets.set(kind, facets);
  }
  return facets;
}

function defineFacets(withModels: boolean, years: ReturnType<typeof yearBands>): Facet[] {
  return [
    textFacet('make', ['make', 'model']),
    ...(withModels ? [textFacet('model', ['model'])] : []),
    optionFacet('bodyType', 'body_type', searchBodyTypes),
    optionFacet('fuelType', 'fuel_type', searchFuelTypes),
    optionFacet('transmission', 'transmission', searchTransmissions),
    optionFacet('drivetrain', 'drivetrain', searchDrivetrains),
    optionFacet('condition', 'condition', searchConditions),
    colorFacet,
    // The price bands are kept as counted (migration price_band_counts); the year's move with the calendar.
    bandFacet({ name: 'price', number: true }, priceBands, 'price_band'),
    bandFacet({ name: 'year', number: true }, years),
  ];
}

interface PassRow {
  /** GROUPING() of every key: the bits of the keys not grouped in this row's set (all of them for the total). */
  unset: number;
  count: number;
  /** Whether the row's listings pass the filters of Pass.narrowing: null where the set does not group by it. */
  within?: boolean | null;
  [column: string]: string | number | boolean | null | undefined;
}

/** A pass's filters left out, the facets it counts, and whether it counts the total. */
interface Pass {
  leftOut: FilterGroup[];
  counted: Facet[];
  withTotal: boolean;
  /**
   * Filters the pass leaves out but which still apply to some of its facets and to its total: a listing outside them
   * has no key in those facets. Thus one pass counts the facets of every filter together with a facet whose own
   * filter is chosen, over the listings that pass its count reads anyway.
   */
  narrowing?: { groups: FilterGroup[]; facets: Facet[] };
}

/**
 * Every facet counted over the listings of one WHERE in one pass: a grouping set per facet, and the empty set for the
 * total when it is asked for (only under every filter). Each row is read once, whatever the number of facets.
 */
async function countPass(payload: Payload, set: FilterSet, pass: Pass): Promise<PassCounts> {
  const { leftOut, counted: facets, withTotal, narrowing } = pass;
  const conditions = narrowing?.groups.flatMap((group) => set.groups[group] ?? []) ?? [];
  // Computed once a listing and grouped by beside the facets it narrows, rather than a CASE around each of their keys.
  const within = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  const narrowed = (facet: Facet) => within !== undefined && Boolean(narrowing?.facets.includes(facet));
  const keys = facets.map(
    (facet, index) => sql`${keyOf(facet, sql`v.${sql.identifier(facet.column.name)}`)} as ${sql.raw(`k${index}`)}`,
  );
  const keyNames = facets.map((_, index) => sql.raw(`k${index}`));
  const sets = [
    ...facets.map((facet, index) => (narrowed(facet) ? sql`(${keyNames[index]}, within)` : sql`(${keyNames[index]})`)),
    ...(withTotal ? [within ? sql`(within)` : sql`()`] : []),
  ];
  const ordered = facets.flatMap((facet, index) => (facet.ordered ? [keyNames[index]] : []));
  const byKey = ordered.length ? sql`order by ${sql.join(ordered, sql`, `)}` : sql``;
  const rows = await runPreparedSql<PassRow>(
    payload,
    sql`
    select ${sql.join(
      [
        facets.length ? sql`grouping(${sql.join(keyNames, sql`, `)})::int as unset` : sql`0 as unset`,
        ...keyNames,
        ...facets.flatMap((facet, index) =>
          facet.ofGroup ? [sql`${facet.ofGroup(keyNames[index])} as ${sql.raw(`d${index}`)}`] : [],
        ),
        ...(within ? [sql`within`] : []),
        sql`count(*)::int as count`,
      ],
      sql`, `,
    )}
    from (select ${sql.join([...keys, ...(within ? [sql`${within} as within`] : [])], sql`, `)}
      from ${listingsWhere(set, countWhere(set, ...leftOut))}) listing
    group by grouping sets (${sql.join(sets, sql`, `)})
    ${byKey}`,
  );
  const everyKey = (1 << facets.length) - 1;
  // GROUPING() gives the first key the highest bit.
  const bitOf = (index: number) => 1 << (facets.length - 1 - index);
  return {
    total: rows.find((row) => row.unset === everyKey && (!within || row.within === true))?.count ?? 0,
    groups: facets.map((facet, index) =>
      rows
        .filter((row) => row.unset === everyKey - bitOf(index) && (!narrowed(facet) || row.within === true))
        .map((row) => ({
          key: row[`k${index}`] as Group['key'],
          derived: (row[`d${index}`] ?? null) as Group['derived'],
          count: row.count,
        })),
    ),
  };
}

/**
 * A pass's counts from the listings each server holds in memory (facetIndex.ts), when its filters are search features
 * and filters on held facets; undefined when the database must count them.
 */
async function heldCounts(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  pass: Pass,
  version: string,
): Promise<PassCounts | undefined> {
  const held = heldFilters(set, filters, chosenGroups(set, pass.leftOut));
  if (!held) return undefined;
  return heldFacetCounts(poolOf(payload), {
    version,
    held: facetsFor(true),
    featureMask: set.featureMask,
    includeSold: Boolean(set.includeSold),
    filters: held,
    facets: pass.counted,
    withTotal: pass.withTotal,
  });
}

/**
 * Whether the held listings could total a search under these filters, before any version is read: every filter must
 * be held. A total under a bound is taken from them where they read the bound's range alone (a make's listings in
 * price order); elsewhere each new bound would be a tally of every listing held, where the kept price steps or an
 * index read the range alone, so only a price or year bound that leaves out no listing is, which heldTotal checks.
 */
export function heldCouldTotal(payload: Payload, set: FilterSet, filters: SearchParams): boolean {
  if (!holdsListings(poolOf(payload))) return false;
  const chosen = chosenGroups(set, []);
  const every = heldFilters(set, filters, chosen);
  if (every && readsInPriceOrder(every)) return true;
  const unranged = chosen.filter((group) => !isRangedBound(group));
  return !unranged.some(isHeldBound) && heldFilters(set, filters, unranged) !== undefined;
}

/**
 * A search's total from the listings each server holds in memory, when its filters are ones they can apply (the
 * total of the sidebar's pass under every filter, the same tally); undefined when the database must count it.
 */
export async function heldTotal(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): Promise<number | undefined> {
  if (!heldCouldTotal(payload, set, filters)) return undefined;
  const listingsAt = version ?? (await listingsVersion(payload));
  const withinBounds = withoutFilters(set, await boundsLeavingNoneOut(payload, set, filters, listingsAt));
  const chosen = chosenGroups(withinBounds, []);
  if (chosen.some(isHeldBound) && !readsInPriceOrder(heldFilters(withinBounds, filters, chosen) ?? [])) {
    return undefined;
  }
  const pass: Pass = { leftOut: [], counted: [], withTotal: true };
  const counts = await heldCounts(payload, withinBounds, filters, pass, listingsAt);
  return counts?.total;
}

/**
 * A pass's counts from counts the database keeps: per value (keptRows.ts), or the make facet's under a price range
 * per step of price (keptPriceSteps.ts); undefined when only the listings can give them.
 */
function keptCounts(
  payload: Payload,
  set: FilterSet,
  filters: SearchParams,
  pass: Pass,
): (() => Promise<PassCounts>) | undefined {
  const rows = keptRows(set, chosenGroups(set, pass.leftOut), pass.counted);
  if (rows) return () => keptCountsPass(payload, rows, pass.counted, pass.withTotal);
  const [make, ...more] = pass.counted;
  const steps = make && !more.length && !pass.withTotal ? priceStepsMakes(set, pass.leftOut, make, filters) : undefined;
  if (steps) return async () => ({ total: 0, groups: [await runPreparedSql<Group>(payload, steps)] });
  return undefined;
}

/**
 * The passes over the listings, with the pass under every filter and a lone pass of a facet whose own filter is
 * chosen made one: that facet's pass reads every listing the pass under every filter does (its WHERE has one
 * filter less), so counting both in it reads each once. With two or more such passes, a pass for them all would read
 * the listings none of their filters narrows, so they stay apart.
 */
function mergedListingPasses(passes: Pass[]): Pass[] {
  const [all, lone, ...more] = passes;
  if (!all?.withTotal || !lone || more.length) return passes;
  return [
    {
      ...lone,
      counted: [...all.counted, ...lone.counted],
      withTotal: true,
      narrowing: { groups: lone.leftOut, facets: all.counted },
    },
  ];
}

export async function countFacets(
  payload: Payload,
  filters: SearchParams,
  /** The version of all listings, if the caller has read it. */
  version?: string,
): Promise<FacetsResponse> {
  const asked = await filterSet(payload, filters);
  // A price or year bound that leaves out no listing (a slider left at its end) is no filter: the price facet is
  // then counted with the others, and the kept counts can answer where that bound was all that stood in their way.
  const listingsAt = version ?? (await listingsVersion(payload));
  const set = withoutFilters(asked, await boundsLeavingNoneOut(payload, asked, filters, listingsAt));
  const facets = facetsFor(Boolean(filters.make));
  // A facet none of whose own filters is chosen is counted under every filter: the total's WHERE.
  const chosen = (facet: Facet) => facet.ownGroups.some((group) => set.groups[group]);
  const shared = facets.filter((facet) => !chosen(facet));
  const apart = facets.filter(chosen);
  const passes: Pass[] = [
    { leftOut: [], counted: shared, withTotal: true },
    ...apart.map((facet) => ({ leftOut: facet.ownGroups, counted: [facet], withTotal: false })),
  ];
  // From memory where the listings are held, else from counts the database keeps, else from a pass over the listings.
  const fromMemory = await Promise.all(passes.map((pass) => heldCounts(payload, set, filters, pass, listingsAt)));
  const held = passes.filter((_, index) => fromMemory[index]);
  const inDatabase = passes.filter((_, index) => !fromMemory[index]);
  const fromKept = inDatabase.map((pass) => keptCounts(payload, set, filters, pass));
  const kept = inDatabase.filter((_, index) => fromKept[index]);
  const overListings = mergedListingPasses(inDatabase.filter((_, index) => !fromKept[index]));
  const counts = [
    ...(fromMemory.filter(Boolean) as PassCounts[]),
    ...(await Promise.all([
      ...fromKept.flatMap((count) => (count ? [count()] : [])),
      ...overListings.map((pass) => countPass(payload, set, pass)),
    ])),
  ];
  const counted = [...held, ...kept, ...overListings];
  const answers = new Map<FacetName, FacetCount[] | BandCount[]>();
  let total = 0;
  counted.forEach((pass, index) => {
    pass.counted.forEach((facet, position) => answers.set(facet.name, facet.answer(counts[index].groups[position])));
    if (pass.withTotal) total = counts[index].total;
  });
  const facet = <T extends FacetCount[] | BandCount[]>(name: FacetName) => (answers.get(name) ?? []) as T;
  return {
    total,
    facets: {
      make: facet('make'),
      model: facet('model'),
      bodyType: facet('bodyType'),
      fuelType: facet('fuelType'),
      transmission: facet('transmission'),
      drivetrain: facet('drivetrain'),
      condition: facet('condition'),
      exteriorColor: facet('exteriorColor'),
      price: facet('price'),
      year: facet('year'),
    },
  };
}
