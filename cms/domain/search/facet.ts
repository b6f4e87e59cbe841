/**
 * A facet of the filter sidebar as a pass counts it: facets.ts defines each and counts them over the listings,
 * keptFacetCounts.ts from the counts per value the database keeps.
 */
import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { BandCount, FacetCount, FacetsResponse } from '../../../contract/facets.ts';
import type { FilterGroup } from './filterConditions.ts';

export type FacetName = keyof FacetsResponse['facets'];

/** One group of a facet's pass: its key (null for listings without a value) and how many listings have it. */
export interface Group {
  key: string | number | null;
  /** What the facet's `ofGroup` made of the key. */
  derived: string | number | null;
  count: number;
}

/** A column of vehicles a facet counts. vehicle_value_counts keeps a value as text, and a number also as a number. */
export interface Column {
  name: 'make' | 'model' | 'body_type' | 'fuel_type' | 'transmission' | 'drivetrain' | 'condition' | 'exterior_color';
}
export interface NumberColumn {
  name: 'price' | 'year';
  number: true;
}

export interface Facet {
  name: FacetName;
  /** The filters left out of its count: its own. */
  ownGroups: FilterGroup[];
  column: Column | NumberColumn;
  /** What it groups listings by, made of the column's value: the value itself unless given. */
  key?: (value: SQL) => SQL;
  /**
   * What the answer needs of a key, computed once per group rather than once per listing: a group's lower case,
   * a colour's bits. Listings are grouped by the stored value, which an index holds; folding every row's case
   * first cost half of a make pass, and matching every row's colour against each named colour most of a pass.
   */
  ofGroup?: (key: SQL) => SQL;
  /**
   * A column of the kept counts whose values are this facet's keys (a price's band): read there instead of adding up
   * the kept values of its own column.
   */
  keptKeys?: 'price_band';
  /** Its groups come in the order of their keys (the database's), so that the first of a kind can be chosen. */
  ordered?: boolean;
  /**
   * Listings without a value count in its answer (a colour's 'Other'): kept counts keep no null, so a pass over them
   * adds a group of those listings, as many as its total has beyond its values.
   */
  countsNone?: boolean;
  answer(groups: Group[]): FacetCount[] | BandCount[];
}

/** What a facet groups by, made of its column's value (a listing's, or a value vehicle_value_counts keeps). */
export const keyOf = (facet: Facet, value: SQL) => (facet.key ? facet.key(value) : value);

/** What a pass counted: the listings in all (when asked for), and each facet's groups. */
export interface PassCounts {
  total: number;
  groups: Group[][];
}
