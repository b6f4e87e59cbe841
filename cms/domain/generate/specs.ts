/**
 * Spec generation for POST /api/vehicles/specs/generate: body type, fuel, transmission and drivetrain in the
 * listing form's values. A trim the catalogue knows gives its specs (the hand-written entry, else the one derived
 * from vPIC for that model year); otherwise only what is certain is given: what the trim's or model's name says,
 * or what holds for every trim of the model. Nothing is guessed.
 */
import {
  findModel,
  findTrim,
  mergeSpecs,
  sharedSpecs,
  withoutModelName,
} from '../../../contract/catalog/catalogQueries.ts';
import { derivedModels } from '../../../contract/catalog/derived/index.ts';
import { derivedTrimSpecs, type DerivedMake } from '../../../contract/catalog/derivedTrims.ts';
import type { BodyType } from '../../../contract/catalog/listingOptions.ts';
import type { Make } from '../../../contract/catalog/makes.ts';
import type { Specs } from '../../../contract/catalog/types.ts';

export interface SpecsRequest {
  readonly make: string;
  readonly model: string;
  /** Picks the derived trim's specs of that model year. */
  readonly year?: number | string | null;
  readonly trim?: string | null;
}

/** A word or pattern in a name that settles some specs, for any make or for one. */
interface NameRule {
  readonly pattern: RegExp;
  readonly specs: Specs;
  readonly make?: Make;
  /** Only in a trim's name: 'GV80 Coupe' is an SUV model, a 'Coupe' trim a coupe. */
  readonly trimOnly?: true;
}

const electric: Specs = { fuelType: 'electric', transmission: 'automatic' };

/** Per field, the first rule that matches wins: the specific ones (plug-in hybrid) come before the general ones. */
const nameRules: readonly NameRule[] = [
  { pattern: /\b(plug-in|phev|e-hybrid|energi|4xe)\b/i, specs: { fuelType: 'plug-in-hybrid' } },
  { pattern: /\bprime\b/i, make: 'Toyota', specs: { fuelType: 'plug-in-hybrid' } },
  { pattern: /\bsportback e-tron\b/i, make: 'Audi', specs: { fuelType: 'plug-in-hybrid' } },
  { pattern: /\d{3}h\+/i, make: 'Lexus', specs: { fuelType: 'plug-in-hybrid' } },
  { pattern: /\bhybrid\b/i, specs: { fuelType: 'hybrid' } },
  { pattern: /\b\d{3}h\b/i, make: 'Lexus', specs: { fuelType: 'hybrid' } },
  { pattern: /\b(electric|electrified|ev\d*|euv|e-tron|eq[a-z]?|e-golf|i-miev|ioniq [569])\b/i, specs: electric },
  { pattern: /iq\b/i, make: 'Cadillac', specs: electric },
  {
    pattern: /\b(diesel|tdi|bluetec|duramax|power ?stroke|cummins|ecodiesel|td6|crd)\b/i,
    specs: { fuelType: 'diesel' },
  },
  { pattern: /\b(xdrive)?\d{2,3}d\b/i, make: 'BMW', specs: { fuelType: 'diesel' } },
  { pattern: /\b\d{3} ?d\b/i, make: 'Mercedes-Benz', specs: { fuelType: 'diesel' } },
  { pattern: /\bd\d{3}\b/i, make: 'Land Rover', specs: { fuelType: 'diesel' } },

  {
    pattern:
      /\b(xdrive|4matic|quattro|awd|sh-awd|4motion|all4|e-4orce|all[- ]wheel[- ]drive|(dual|tri|quad)[- ]motor)/i,
    specs: { drivetrain: 'awd' },
  },
  { pattern: /\bq4\b/i, make: 'Maserati', specs: { drivetrain: 'awd' } },
  { pattern: /\b(4wd|4x4|four[- ]wheel[- ]drive|4[- ]wheel[- ]drive)\b/i, specs: { drivetrain: '4wd' } },
  { pattern: /\b(rwd|rear[- ]wheel[- ]drive)\b/i, specs: { drivetrain: 'rwd' } },
  { pattern: /\b(fwd|front[- ]wheel[- ]drive)\b/i, specs: { drivetrain: 'fwd' } },

  { pattern: /\b(manual|[56]mt|stick ?shift)\b/i, specs: { transmission: 'manual' } },
  { pattern: /\bcvt\b/i, specs: { transmission: 'cvt' } },
  {
    pattern: /\b(automatic|dct|pdk|s tronic|dual-clutch|tiptronic|steptronic)\b/i,
    specs: { transmission: 'automatic' },
  },

  {
    pattern: /\b((crew|double|quad|regular|extended|access|king|mega) cab|crewcab|super ?(crew|cab)|crewmax|pickup)\b/i,
    specs: { bodyType: 'truck' },
  },
  { pattern: /\bminivan\b/i, specs: { bodyType: 'minivan' } },
  { pattern: /\b(cargo|passenger|crew) van\b/i, specs: { bodyType: 'van' } },
  {
    pattern: /\b(convertible|cabriolet|cabrio|roadster|spyder|spider|volante|drophead)\b/i,
    specs: { bodyType: 'convertible' },
  },
  { pattern: /\b(wagon|avant|(sport|cross) turismo|sportwagen|estate|allroad)\b/i, specs: { bodyType: 'wagon' } },
  { pattern: /\ball-terrain\b/i, make: 'Mercedes-Benz', specs: { bodyType: 'wagon' } },
  // BMW's wagons: 'Touring', and the 1990s 'iT' names (525iT, 528iT, 540iT).
  { pattern: /\b(touring|\d{3}x?it)\b/i, make: 'BMW', specs: { bodyType: 'wagon' } },
  { pattern: /\bhatchback\b/i, specs: { bodyType: 'hatchback' } },
  { pattern: /\bsedan\b/i, specs: { bodyType: 'sedan' } },
  // A 'Gran Coupe' or 'four-door coupe' has four doors: no body type from the word.
  { pattern: /(?<!gran |4-door |four-door )\bcoupe\b/i, specs: { bodyType: 'coupe' }, trimOnly: true },
];

/** Makes that build only battery-electric cars, but for the models the catalogue says otherwise of. */
const electricOnlyMakes: readonly Make[] = ['Lucid', 'Polestar', 'Rivian', 'Tesla'];

/** A coupe-roofed SUV stays an SUV whatever its trim is called. */
const utilityBodies: readonly BodyType[] = ['suv', 'truck', 'van', 'minivan'];

function specsNamedIn(name: string, make: Make | undefined, where: 'trim' | 'model'): Specs {
  const matching = nameRules.filter(
    (rule) => (!rule.make || rule.make === make) && (where === 'trim' || !rule.trimOnly) && rule.pattern.test(name),
  );
  return mergeSpecs(...matching.map((rule) => rule.specs));
}

function modelYear(year: SpecsRequest['year']): number | undefined {
  const value = Number(year);
  return year !== null && year !== undefined && year !== '' && Number.isInteger(value) ? value : undefined;
}

export function generateSpecs({ make, model, trim, year }: SpecsRequest): Specs {
  const found = findModel(make, model);
  const knownMake = found?.make;
  const modelName = found?.name ?? model.trim();
  const trimText = trim ? withoutModelName(trim, modelName) : '';
  const derived = knownMake ? (derivedModels[knownMake] as DerivedMake | undefined) : undefined;
  // The hand-written trim first; vPIC's entry for that year fills what it leaves out.
  const knownTrim = trim
    ? mergeSpecs(findTrim(make, model, trim), derivedTrimSpecs(derived, modelName, trimText, modelYear(year)))
    : undefined;
  const shared = sharedSpecs(make, model);
  const namedInTrim = specsNamedIn(trimText, knownMake, 'trim');
  const keepsItsBody = shared.bodyType !== undefined && utilityBodies.includes(shared.bodyType);
  const trimWords = keepsItsBody ? { ...namedInTrim, bodyType: undefined } : namedInTrim;
  const namedInModel = specsNamedIn(modelName, knownMake, 'model');
  const makeWide = knownMake && electricOnlyMakes.includes(knownMake) ? electric : undefined;
  // The most specific source first: the catalogue's trim, the trim's words, the whole model, the model's name, the make.
  return mergeSpecs(knownTrim, trimWords, shared, namedInModel, makeWide);
}
