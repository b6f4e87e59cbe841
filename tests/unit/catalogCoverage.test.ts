/**
 * How much of the listing form the catalogue covers, printed on every run so a regression shows: models with a
 * trim list, trims whose specs are known, and specs/generate's answers over every (make, model, trim, year) the
 * form offers. The floors are the figures measured when the vPIC derivation landed.
 */
import { describe, expect, it } from 'vitest';
import { trimsOf } from '../../contract/catalog/catalogQueries.ts';
import { derivedModels } from '../../contract/catalog/derived/index.ts';
import { derivedTrimNames, derivedTrimSpecs, type DerivedMake } from '../../contract/catalog/derivedTrims.ts';
import { listingMakes, makeModels, type Make } from '../../contract/catalog/makes.ts';
import type { Specs } from '../../contract/catalog/types.ts';
import { generateSpecs } from '../../cms/domain/generate/specs.ts';

interface OfferedTrim {
  readonly make: Make;
  readonly model: string;
  readonly trim: string;
  /** The model years vPIC lists the trim (or, for a hand-written trim, its model) in; none when it has no entry. */
  readonly years: readonly number[];
}

const derivedOf = (make: Make) => derivedModels[make] as DerivedMake | undefined;

function yearsOf(make: Make, model: string, trim?: string): number[] {
  const entries = derivedOf(make)?.[model] ?? [];
  const years = entries
    .filter((entry) => trim === undefined || entry.name === trim)
    .flatMap((entry) => Array.from({ length: entry.to - entry.from + 1 }, (_, index) => entry.from + index));
  return [...new Set(years)];
}

/** Every trim the form offers, as trimChoices does: the hand-written list, else vPIC's. */
const offered: OfferedTrim[] = listingMakes.flatMap((make) =>
  makeModels[make].flatMap((model) => {
    const written = trimsOf(make, model).map((trim) => trim.name);
    if (written.length > 0) return written.map((trim) => ({ make, model, trim, years: yearsOf(make, model) }));
    return derivedTrimNames(derivedOf(make), model).map((trim) => ({
      make,
      model,
      trim,
      years: yearsOf(make, model, trim),
    }));
  }),
);

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10;
const specFields = ['bodyType', 'fuelType', 'transmission', 'drivetrain'] as const;

function trimSpecs({ make, model, trim }: OfferedTrim): Specs {
  const written = trimsOf(make, model).find((entry) => entry.name === trim);
  return written ?? derivedTrimSpecs(derivedOf(make), model, trim) ?? {};
}

describe('catalogue coverage', () => {
  const formModels = listingMakes.reduce((sum, make) => sum + makeModels[make].length, 0);
  const modelsWithTrims = new Set(offered.map(({ make, model }) => `${make}|${model}`)).size;
  const specsOfTrims = offered.map(trimSpecs);
  const filled = Object.fromEntries(
    specFields.map((field) => [field, percent(specsOfTrims.filter((specs) => specs[field]).length, offered.length)]),
  ) as Record<(typeof specFields)[number], number>;
  const generated = offered.flatMap((trim) =>
    (trim.years.length > 0 ? trim.years : [undefined]).map((year) => generateSpecs({ ...trim, year })),
  );
  const allFour = percent(
    generated.filter((specs) => specFields.every((field) => specs[field])).length,
    generated.length,
  );
  const figures = {
    'form models': formModels,
    'with a trim list %': percent(modelsWithTrims, formModels),
    'trims offered': offered.length,
    ...Object.fromEntries(specFields.map((field) => [`trims with ${field} %`, filled[field]])),
    '(make, model, trim, year) offered': generated.length,
    'specs/generate fills all four %': allFour,
  };
  console.table(figures);

  it('gives most models a trim list', () => {
    expect(percent(modelsWithTrims, formModels)).toBeGreaterThanOrEqual(80);
  });

  it('knows the body type and fuel of most trims', () => {
    expect(filled.bodyType).toBeGreaterThanOrEqual(75);
    expect(filled.fuelType).toBeGreaterThanOrEqual(47);
  });

  it('does not lose what specs/generate fills', () => {
    expect(allFour).toBeGreaterThanOrEqual(22);
  });
});
