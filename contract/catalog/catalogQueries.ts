/**
 * Lookups in the catalogue by the names a client sends. Matching ignores case, spaces and hyphens, so
 * 'mercedes benz' / 'S 580 4MATIC' and 'Mercedes-Benz' / 's580 4matic' find the same entries.
 */
import { listingMakes, makeModels, type Make } from './makes.ts';
import { modelDetails } from './modelDetails.ts';
import { nameKey } from './nameKey.ts';
import { byPresetOrder, type PresetFeature } from './presetFeatures.ts';
import type { CatalogTrim, ModelDetail, Specs, StandardFeature, TrimDetail } from './types.ts';

export const specKeys = ['bodyType', 'fuelType', 'transmission', 'drivetrain'] as const;
export type SpecKey = (typeof specKeys)[number];

function specsWhere(valueOf: (key: SpecKey) => string | undefined): Specs {
  const known = specKeys.map((key) => [key, valueOf(key)] as const).filter(([, value]) => value !== undefined);
  return Object.fromEntries(known) as Specs;
}

/** Each spec field that every one of these gives, and gives alike. */
export function agreedSpecs(sources: readonly Specs[]): Specs {
  return specsWhere((key) => {
    const values = new Set(sources.map((source) => source[key]));
    return values.size === 1 ? [...values][0] : undefined;
  });
}

/** Each spec field from the first layer that has it: the most specific source goes first. */
export function mergeSpecs(...layers: readonly (Specs | undefined)[]): Specs {
  return specsWhere((key) => layers.find((layer) => layer?.[key] !== undefined)?.[key]);
}

/** A model as found in the catalogue: its spelling there and its details, if it has any. */
interface FoundModel {
  readonly make: Make;
  readonly name: string;
  readonly detail?: ModelDetail;
}

export function findMake(make: string): Make | undefined {
  const key = nameKey(make);
  return listingMakes.find((candidate) => nameKey(candidate) === key);
}

export function isKnownMake(make: string): boolean {
  return findMake(make) !== undefined;
}

/** The make's models in form order; none for an unknown make. */
export function modelsOf(make: string): readonly string[] {
  const found = findMake(make);
  return found ? makeModels[found] : [];
}

export function findModel(make: string, model: string): FoundModel | undefined {
  const foundMake = findMake(make);
  if (!foundMake) return undefined;
  const key = nameKey(model);
  const name = modelsOf(foundMake).find((candidate) => nameKey(candidate) === key);
  if (!name) return undefined;
  const details = modelDetails[foundMake] as Readonly<Record<string, ModelDetail | undefined>> | undefined;
  return { make: foundMake, name, detail: details?.[name] };
}

function withModelSpecs(model: ModelDetail, trim: TrimDetail): CatalogTrim {
  return { name: trim.name, ...mergeSpecs(trim, model.specs) };
}

/** The model's trims with their specs (the model's merged under each trim's own); none when unknown. */
export function trimsOf(make: string, model: string): readonly CatalogTrim[] {
  const detail = findModel(make, model)?.detail;
  return detail?.trims?.map((trim) => withModelSpecs(detail, trim)) ?? [];
}

/** A trim as written, spaces collapsed, without the model's name when the client repeats it ('M3 Competition'). */
export function withoutModelName(trim: string, model: string): string {
  const spaced = trim.trim().replace(/\s+/g, ' ');
  const prefix = `${model.trim().replace(/\s+/g, ' ')} `;
  return spaced.toLowerCase().startsWith(prefix.toLowerCase()) ? spaced.slice(prefix.length) : spaced;
}

function findTrimDetail(model: FoundModel, trim: string): TrimDetail | undefined {
  const keys = new Set([nameKey(trim), nameKey(withoutModelName(trim, model.name))]);
  return model.detail?.trims?.find((entry) => keys.has(nameKey(entry.name)));
}

export function findTrim(make: string, model: string, trim: string): CatalogTrim | undefined {
  const found = findModel(make, model);
  const detail = found?.detail;
  const entry = found && detail ? findTrimDetail(found, trim) : undefined;
  return detail && entry ? withModelSpecs(detail, entry) : undefined;
}

/** What holds for the whole model: a value every listed trim agrees on, or the model's specs when it lists no trims. */
export function sharedSpecs(make: string, model: string): Specs {
  const detail = findModel(make, model)?.detail;
  if (!detail) return {};
  const trims = trimsOf(make, model);
  if (trims.length === 0) return { ...detail.specs };
  return agreedSpecs(trims);
}

const isStandardIn = (year: number | undefined) => (feature: StandardFeature) =>
  typeof feature === 'string' || (year !== undefined && year >= feature.since);
const featureName = (feature: StandardFeature): PresetFeature => (typeof feature === 'string' ? feature : feature.name);

/**
 * The standard features the catalogue knows for that model (and trim) in that model year, in preset order;
 * undefined when it knows none. Without a year, only features standard in every year count.
 */
export function standardFeatures(
  make: string,
  model: string,
  trim?: string,
  year?: number,
): PresetFeature[] | undefined {
  const found = findModel(make, model);
  const trimDetail = found && trim ? findTrimDetail(found, trim) : undefined;
  const listed = [...(found?.detail?.features ?? []), ...(trimDetail?.features ?? [])];
  if (listed.length === 0) return undefined;
  const names = new Set(listed.filter(isStandardIn(year)).map(featureName));
  return [...names].sort(byPresetOrder);
}
