/**
 * Trims and their specs per model year, from vPIC's VIN patterns. Within a schema, a Model pattern and a Trim
 * pattern that some VIN matches both make a (model, trim); each spec comes from the patterns of its element that
 * apply to those VINs, and only when they all say the same (vPIC's lookups mapped by the VIN decoder's tables).
 * Across schemas and years, a spec two sources disagree on is left out: a wrong value is worse than none.
 */
import { specKeys, type SpecKey } from '../../contract/catalog/catalogQueries.ts';
import type { Make } from '../../contract/catalog/makes.ts';
import { nameKey } from '../../contract/catalog/nameKey.ts';
import type { DerivedTrim, Specs } from '../../contract/catalog/types.ts';
import { mapBodyType, mapDrivetrain, mapFuelType, mapTransmission } from '../../cms/domain/generate/vin.ts';
import type { VpicElement, VpicPattern, VpicSchema } from './readVpic.ts';
import { alphabetOf, intersectKeys, keysCover, type Alphabet, keysOverlap, type KeyPattern } from './vinKeyPattern.ts';
import { formCarOf, trimNamesOf } from './vpicNames.ts';

/** A series value that names a chassis or a range, not a trim: 'Type 92A', 'JL', 'E90', '70 Series', '940'. */
const chassisCode = /^(type\b.*|[A-Z]{1,2}|[A-Z]{1,2}\d{1,3}[A-Z]?|\d+[A-Z]?|.*\bseries)$/i;

/** An element that applies to some of the VINs and not to others, or differs between them. */
const split = Symbol('split');

/**
 * What the element's patterns say for every one of these VINs: its value, undefined when no pattern applies to
 * any of them, or `split` when patterns apply to only some of them or give different values.
 */
function valueForAll(
  patterns: readonly VpicPattern[],
  element: VpicElement,
  key: KeyPattern,
  alphabet: Alphabet,
): string | undefined | typeof split {
  const applying = patterns.filter((pattern) => pattern.element === element && keysOverlap(pattern.key, key));
  if (applying.length === 0) return undefined;
  const values = new Set(applying.map((pattern) => pattern.value));
  if (
    values.size > 1 ||
    !keysCover(
      applying.map((pattern) => pattern.key),
      key,
      alphabet,
    )
  )
    return split;
  return [...values][0];
}

function specsFor(patterns: readonly VpicPattern[], alphabet: Alphabet, key: KeyPattern, names: string): Specs {
  const read = (element: VpicElement) => valueForAll(patterns, element, key, alphabet);
  const fuelFacts = [read('fuelPrimary'), read('fuelSecondary'), read('electrification')] as const;
  const value = (element: VpicElement) => {
    const found = read(element);
    return found === split ? undefined : found;
  };
  const fuelType = fuelFacts.includes(split)
    ? undefined
    : mapFuelType({
        primary: value('fuelPrimary'),
        secondary: value('fuelSecondary'),
        electrification: value('electrification'),
        names,
      });
  const specs: Specs = {
    bodyType: mapBodyType(value('bodyClass')),
    fuelType,
    transmission: mapTransmission(value('transmissionStyle'), fuelType),
    drivetrain: mapDrivetrain(value('driveType'), names),
  };
  return Object.fromEntries(Object.entries(specs).filter(([, spec]) => spec !== undefined)) as Specs;
}

/** A spec not given, or given two values, by the patterns of one model year. */
const conflict = Symbol('conflict');
type YearSpecs = Partial<Record<SpecKey, string | typeof conflict>>;

interface TrimYears {
  /** Spellings seen, with how often: the most frequent names the trim. */
  readonly spellings: Map<string, number>;
  readonly years: Map<number, YearSpecs>;
}

/** A spec counts for a model year only when every VIN pattern of the trim in that year gives it, and the same. */
function addYear(trim: TrimYears, year: number, specs: Specs): void {
  const known = trim.years.get(year);
  if (!known) {
    trim.years.set(year, Object.fromEntries(specKeys.map((key) => [key, specs[key] ?? conflict])));
    return;
  }
  for (const key of specKeys) if (known[key] !== specs[key]) known[key] = conflict;
}

const specsEqual = (a: Specs, b: Specs) => specKeys.every((key) => a[key] === b[key]);

/** Consecutive years with the same specs as one entry. */
function runsOf(name: string, years: Map<number, YearSpecs>): DerivedTrim[] {
  const runs: DerivedTrim[] = [];
  for (const year of [...years.keys()].sort((a, b) => a - b)) {
    const raw = years.get(year)!;
    const specs = Object.fromEntries(
      specKeys.filter((key) => raw[key] !== undefined && raw[key] !== conflict).map((key) => [key, raw[key]]),
    ) as Specs;
    const last = runs.at(-1);
    if (last && last.to === year - 1 && specsEqual(last, specs)) runs[runs.length - 1] = { ...last, to: year };
    else runs.push({ name, from: year, to: year, ...specs });
  }
  return runs;
}

/** The make's models (form names) with their trims by model year. */
export function deriveTrims(make: Make, schemas: readonly VpicSchema[]): Map<string, DerivedTrim[]> {
  const models = new Map<string, Map<string, TrimYears>>();
  for (const schema of schemas) {
    const modelPatterns = schema.patterns.filter(
      (pattern) => pattern.element === 'model' && schema.makeModels.has(pattern.value),
    );
    const trimPatterns = schema.patterns.filter((pattern) => pattern.element === 'trim');
    const seriesPatterns = schema.patterns.filter(
      (pattern) => pattern.element === 'series' && !chassisCode.test(pattern.value),
    );
    const alphabet = alphabetOf(schema.patterns.map((pattern) => pattern.key));
    for (const model of modelPatterns) {
      const trims = trimPatterns.filter((trim) => keysOverlap(model.key, trim.key));
      // Some makers file the trim as the series (MINI's Cooper S, Ferrari's GTB), with no trim at all.
      const named = trims.length > 0 ? trims : seriesPatterns.filter((series) => keysOverlap(model.key, series.key));
      for (const trim of named) {
        const key = intersectKeys(model.key, trim.key);
        for (const trimName of trimNamesOf(trim.value)) {
          const series = valueForAll(schema.patterns, 'series', key, alphabet);
          const specs = specsFor(schema.patterns, alphabet, key, `${model.value} ${trimName}`);
          const car = formCarOf(make, model.value, trimName, {
            series: typeof series === 'string' ? series : undefined,
            electric: specs.fuelType === 'electric',
          });
          if (!car || car.trim === '') continue;
          const trims = models.get(car.model) ?? new Map<string, TrimYears>();
          models.set(car.model, trims);
          const entry = trims.get(nameKey(car.trim)) ?? { spellings: new Map(), years: new Map() };
          trims.set(nameKey(car.trim), entry);
          entry.spellings.set(car.trim, (entry.spellings.get(car.trim) ?? 0) + 1);
          for (const year of schema.years) addYear(entry, year, specs);
        }
      }
    }
  }
  const result = new Map<string, DerivedTrim[]>();
  for (const [model, trims] of [...models].sort(([a], [b]) => a.localeCompare(b))) {
    const entries = [...trims.values()].map((trim) => {
      const name = [...trim.spellings].sort(([, a], [, b]) => b - a)[0]![0];
      return runsOf(name, trim.years);
    });
    result.set(model, entries.sort((a, b) => a[0]!.name.localeCompare(b[0]!.name)).flat());
  }
  return result;
}
