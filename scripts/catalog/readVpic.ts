/**
 * What the derivation reads from vPIC for one make: every VIN schema with a model of that make, the model years
 * the schema covers, and its patterns for the elements the form's specs come from.
 */
import { limits } from '../../contract/catalog/listingOptions.ts';
import { parseKey, type KeyPattern } from './vinKeyPattern.ts';
import type { VpicDatabase } from './vpicDatabase.ts';

/** vPIC elements read, by name; lookup elements hold an id into the named table. */
export const vpicElements = {
  model: 'Model',
  trim: 'Trim',
  series: 'Series',
  bodyClass: 'Body Class',
  fuelPrimary: 'Fuel Type - Primary',
  fuelSecondary: 'Fuel Type - Secondary',
  electrification: 'Electrification Level',
  driveType: 'Drive Type',
  transmissionStyle: 'Transmission Style',
} as const;
export type VpicElement = keyof typeof vpicElements;

export interface VpicPattern {
  readonly key: KeyPattern;
  readonly element: VpicElement;
  /** The value, looked up where the element has a lookup table. */
  readonly value: string;
}

export interface VpicSchema {
  readonly id: number;
  readonly years: readonly number[];
  readonly patterns: readonly VpicPattern[];
  /** Model patterns of other makes share some schemas (Toyota and Lexus): the names of this make's models. */
  readonly makeModels: ReadonlySet<string>;
}

interface ElementRow {
  Id: number;
  Name: string;
  LookupTable: string | null;
}

export class VpicReader {
  private readonly elementByName = new Map<string, ElementRow>();
  private readonly lookups = new Map<string, Map<string, string>>();

  constructor(
    private readonly db: VpicDatabase,
    private readonly lastYear: number,
  ) {
    const names = Object.values(vpicElements);
    const rows = db
      .prepare(`SELECT Id, Name, LookupTable FROM Element WHERE Name IN (${names.map(() => '?').join(',')})`)
      .all(...names) as ElementRow[];
    for (const row of rows) this.elementByName.set(row.Name, row);
  }

  private lookup(table: string): Map<string, string> {
    let values = this.lookups.get(table);
    if (!values) {
      if (!/^\w+$/.test(table)) throw new Error(`Unexpected vPIC lookup table ${table}`);
      const rows = this.db.prepare(`SELECT Id, Name FROM "${table}"`).all() as { Id: number; Name: string }[];
      values = new Map(rows.map((row) => [String(row.Id), row.Name.trim()]));
      this.lookups.set(table, values);
    }
    return values;
  }

  private yearsOf(schemaIds: readonly number[]): Map<number, number[]> {
    const rows = this.db
      .prepare(
        `SELECT VinSchemaId AS id, YearFrom AS yearFrom, YearTo AS yearTo FROM Wmi_VinSchema
          WHERE VinSchemaId IN (${schemaIds.map(() => '?').join(',')})`,
      )
      .all(...schemaIds) as { id: number; yearFrom: number; yearTo: number | null }[];
    const years = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = years.get(row.id) ?? new Set<number>();
      const from = Math.max(row.yearFrom, limits.firstYear);
      const to = Math.min(row.yearTo ?? this.lastYear, this.lastYear);
      for (let year = from; year <= to; year++) set.add(year);
      years.set(row.id, set);
    }
    return new Map([...years].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
  }

  /** The schemas holding a model of this vPIC make (matched without case), with their patterns. */
  schemasOf(vpicMake: string): VpicSchema[] {
    const model = this.elementByName.get(vpicElements.model)!;
    const makeModelRows = this.db
      .prepare(
        `SELECT m.Name AS name FROM Model m JOIN Make_Model mm ON mm.ModelId = m.Id JOIN Make k ON k.Id = mm.MakeId
          WHERE lower(k.Name) = lower(?)`,
      )
      .all(vpicMake) as { name: string }[];
    const makeModels = new Set(makeModelRows.map((row) => row.name.trim()));
    const schemaRows = this.db
      .prepare(
        `SELECT DISTINCT p.VinSchemaId AS id FROM Pattern p
           JOIN Make_Model mm ON mm.ModelId = CAST(p.AttributeId AS INTEGER) JOIN Make k ON k.Id = mm.MakeId
          WHERE p.ElementId = ? AND lower(k.Name) = lower(?)`,
      )
      .all(model.Id, vpicMake) as { id: number }[];
    const ids = schemaRows.map((row) => row.id);
    if (ids.length === 0) return [];
    const years = this.yearsOf(ids);
    const elementsById = new Map<number, { element: VpicElement; lookupTable: string | null }>();
    for (const [element, name] of Object.entries(vpicElements) as [VpicElement, string][]) {
      const row = this.elementByName.get(name);
      if (row) elementsById.set(row.Id, { element, lookupTable: row.LookupTable });
    }
    const patternRows = this.db
      .prepare(
        `SELECT VinSchemaId AS schema, Keys AS keys, ElementId AS elementId, AttributeId AS attribute FROM Pattern
          WHERE VinSchemaId IN (${ids.map(() => '?').join(',')})
            AND ElementId IN (${[...elementsById.keys()].join(',')})`,
      )
      .all(...ids) as { schema: number; keys: string; elementId: number; attribute: string }[];
    const patterns = new Map<number, VpicPattern[]>();
    for (const row of patternRows) {
      const { element, lookupTable } = elementsById.get(row.elementId)!;
      const value = lookupTable ? this.lookup(lookupTable).get(String(row.attribute)) : String(row.attribute).trim();
      if (!value) continue;
      const list = patterns.get(row.schema) ?? [];
      list.push({ key: parseKey(row.keys), element, value });
      patterns.set(row.schema, list);
    }
    return ids
      .map((id) => ({ id, years: years.get(id) ?? [], patterns: patterns.get(id) ?? [], makeModels }))
      .filter((schema) => schema.years.length > 0);
  }
}
