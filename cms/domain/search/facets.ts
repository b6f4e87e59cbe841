/**
 * Facet counts for the filter sidebar: each facet is counted with every filter but its own, so choosing BMW still
 * shows how many Audis there are. Facets whose own filter is not chosen share one WHERE, so they are counted in one
 * pass over the matching rows (GROUPING SETS, one set per facet, with the total as the empty set); each facet whose
 * filter is chosen needs a WHERE of its own, and gets a pass of its own. answerCache.ts keeps the answers.
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
import { runSql } from '../../platform/db/sql.ts';
import { colorCondition } from './filterValues.ts';
import { countWhere, filterSet, type FilterGroup, type FilterSet } from './filterConditions.ts';

type FacetName = keyof FacetsResponse['facets'];

/** One group of a facet's pass: its key (null for listings without a value) and how many listings have it. */
interface Group {
  key: string | number | null;
  /** What the facet's `ofGroup` made of the key. */
  derived: string | number | null;
  count: number;
}

interface Facet {
  name: FacetName;
  /** The filters left out of its count: its own. */
  ownGroups: FilterGroup[];
  /** What it groups listings by, per row. */
  key: SQL;
  /**
   * What the answer needs of a key, computed once per group rather than once per listing: a group's lower case,
   * a colour's bits. Listings are grouped by the stored value, which an index holds; folding every row's case
   * first cost half of a make pass, and matching every row's colour against each named colour most of a pass.
   */
  ofGroup?: (key: SQL) => SQL;
  /** Its groups come in the order of their keys (the database's), so that the first of a kind can be chosen. */
  ordered?: boolean;
  answer(groups: Group[]): FacetCount[] | BandCount[];
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || (a.value < b.value ? -1 : 1);

/**
 * Free-text values folded by case ('BMW' and 'bmw' are one make), shown as stored: the first spelling in the
 * database's order (the pass sorts its groups by key).
 */
function textFacet(name: 'make' | 'model', column: SQL, ownGroups: FilterGroup[]): Facet {
  return {
    name,
    ownGroups,
    key: column,
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
function optionFacet(name: FacetName, column: SQL, group: FilterGroup, options: readonly SearchOption[]): Facet {
  return {
    name,
    ownGroups: [group],
    // Grouped as the column's enum: casting every listing's value to text first cost a third of an unfiltered pass.
    key: column,
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
function bandFacet(name: 'price' | 'year', column: SQL, bands: readonly Omit<BandCount, 'count'>[]): Facet {
  const cases = bands.map((band, index) => {
    const parts: SQL[] = [];
    if (band.min !== undefined) parts.push(sql`${column} >= ${band.min}`);
    if (band.max !== undefined) parts.push(sql`${column} <= ${band.max}`);
    return sql`when ${sql.join(parts, sql` and `)} then ${sql.raw(String(index))}`;
  });
  return {
    name,
    ownGroups: [name],
    key: sql`case ${sql.join(cases, sql` `)} end`,
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
  key: sql`v.exterior_color`,
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

function facetsFor(filters: SearchParams): Facet[] {
  return [
    textFacet('make', sql`v.make`, ['make', 'model']),
    ...(filters.make ? [textFacet('model', sql`v.model`, ['model'])] : []),
    optionFacet('bodyType', sql`v.body_type`, 'bodyType', searchBodyTypes),
    optionFacet('fuelType', sql`v.fuel_type`, 'fuelType', searchFuelTypes),
    optionFacet('transmission', sql`v.transmission`, 'transmission', searchTransmissions),
    optionFacet('drivetrain', sql`v.drivetrain`, 'drivetrain', searchDrivetrains),
    optionFacet('condition', sql`v.condition`, 'condition', searchConditions),
    colorFacet,
    bandFacet('price', sql`v.price`, priceBands),
    bandFacet('year', sql`v.year`, yearBands()),
  ];
}

interface PassRow {
  /** GROUPING() of every key: the bits of the keys not grouped in this row's set (all of them for the total). */
  unset: number;
  count: number;
  [column: string]: string | number | null;
}

/**
 * Every facet counted over the listings of one WHERE in one pass: a grouping set per facet, and the empty set for the
 * total when it is asked for (only under every filter). Each row is read once, whatever the number of facets.
 */
async function countPass(
  payload: Payload,
  set: FilterSet,
  leftOut: FilterGroup[],
  facets: Facet[],
  withTotal: boolean,
): Promise<{ total: number; groups: Group[][] }> {
  const keys = facets.map((facet, index) => sql`${facet.key} as ${sql.raw(`k${index}`)}`);
  const keyNames = facets.map((_, index) => sql.raw(`k${index}`));
  const ordered = facets.flatMap((facet, index) => (facet.ordered ? [keyNames[index]] : []));
  const byKey = ordered.length ? sql`order by ${sql.join(ordered, sql`, `)}` : sql``;
  const rows = await runSql<PassRow>(
    payload,
    sql`
    select ${sql.join(
      [
        facets.length ? sql`grouping(${sql.join(keyNames, sql`, `)})::int as unset` : sql`0 as unset`,
        ...keyNames,
        ...facets.flatMap((facet, index) =>
          facet.ofGroup ? [sql`${facet.ofGroup(keyNames[index])} as ${sql.raw(`d${index}`)}`] : [],
        ),
        sql`count(*)::int as count`,
      ],
      sql`, `,
    )}
    from (select ${sql.join(keys, sql`, `)} from vehicles v where ${countWhere(set, ...leftOut)}) listing
    group by grouping sets (${sql.join([...keyNames.map((name) => sql`(${name})`), ...(withTotal ? [sql`()`] : [])], sql`, `)})
    ${byKey}`,
  );
  const everyKey = (1 << facets.length) - 1;
  // GROUPING() gives the first key the highest bit.
  const bitOf = (index: number) => 1 << (facets.length - 1 - index);
  return {
    total: rows.find((row) => row.unset === everyKey)?.count ?? 0,
    groups: facets.map((_, index) =>
      rows
        .filter((row) => row.unset === everyKey - bitOf(index))
        .map((row) => ({
          key: row[`k${index}`],
          derived: row[`d${index}`] ?? null,
          count: row.count,
        })),
    ),
  };
}

export async function countFacets(payload: Payload, filters: SearchParams): Promise<FacetsResponse> {
  const set = await filterSet(payload, filters);
  const facets = facetsFor(filters);
  // A facet none of whose own filters is chosen is counted under every filter: the total's WHERE.
  const chosen = (facet: Facet) => facet.ownGroups.some((group) => set.groups[group]);
  const shared = facets.filter((facet) => !chosen(facet));
  const apart = facets.filter(chosen);
  const [all, ...own] = await Promise.all([
    countPass(payload, set, [], shared, true),
    ...apart.map((facet) => countPass(payload, set, facet.ownGroups, [facet], false)),
  ]);
  const answers = new Map<FacetName, FacetCount[] | BandCount[]>();
  shared.forEach((facet, index) => answers.set(facet.name, facet.answer(all.groups[index])));
  apart.forEach((facet, index) => answers.set(facet.name, facet.answer(own[index].groups[0])));
  const facet = <T extends FacetCount[] | BandCount[]>(name: FacetName) => (answers.get(name) ?? []) as T;
  return {
    total: all.total,
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
