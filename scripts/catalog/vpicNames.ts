/**
 * vPIC's trim and model names onto the listing form's: which form model a vPIC model (and trim) is sold as, and
 * the trim names a vPIC 'Trim' value stands for. vPIC is written by each maker's filings, so the same trim comes
 * spelt several ways ('GLE350 4MATIC/GLE350 4-M Turbo', 'Turbo / Turbo S', 'not identified').
 */
import { findModel, modelsOf } from '../../contract/catalog/catalogQueries.ts';
import type { Make } from '../../contract/catalog/makes.ts';
import { nameKey } from '../../contract/catalog/nameKey.ts';

/** Values that name no trim: placeholders and option packages. */
const notATrim = /^(not identified|n\/a|na|none|unknown|base model|standard|\d+|-+|\.)$|\bpackage\b|\bpkg\b/i;

const tidy = (name: string) =>
  name
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .trim();

/** A name filed all in capitals ('MODENA Q4') in the maker's usual case: longer words lose their capitals, codes keep them. */
function fromCapitals(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.replace(/\b[A-Z]{4,}\b/g, (word) => word[0] + word.slice(1).toLowerCase());
}

/**
 * The trims a vPIC 'Trim' value names. ' / ', ' - ' or ', ' between names lists several trims under one VIN
 * pattern; a '/' without spaces joins two spellings of one trim, of which the first is kept.
 */
export function trimNamesOf(value: string): string[] {
  return value
    .split(/\s+[/-]\s+|,\s+/)
    .map((name) => fromCapitals(tidy(name.split('/')[0] ?? '')))
    .filter((name) => name.length > 0 && name.length <= 60 && !notATrim.test(name));
}

export interface FormCar {
  readonly model: string;
  readonly trim: string;
}

/** The form model whose name starts the vPIC model's name at a word boundary, longest first: 'Camry Hybrid'. */
function modelStartingName(make: Make, name: string): string | undefined {
  const words = name.trim().split(/\s+/);
  for (let count = words.length - 1; count >= 1; count--) {
    const found = findModel(make, words.slice(0, count).join(' '));
    if (found) return found.name;
  }
  return undefined;
}

/** The trim with the model's name dropped from its start, where the maker repeats it ('Cayenne / Cayenne Turbo'). */
function withoutLeadingModel(trim: string, model: string): string {
  const words = trim.split(' ');
  const modelWords = model.split(/\s+/).length;
  const lead = words.slice(0, modelWords).join(' ');
  return nameKey(lead) === nameKey(model) && words.length > modelWords ? words.slice(modelWords).join(' ') : trim;
}

/** Per make: vPIC names its models by engine or badge where the form names the line (BMW 530i: 5 Series 530i). */
const lineRules: Partial<Record<Make, (vpicModel: string, trim: string) => FormCar | undefined>> = {
  BMW: (vpicModel, trim) => {
    // '530i', 'M550i', 'ActiveHybrid 5'; 'M3' and 'X5' are models of their own.
    const series = /^M?(\d)\d\d|^ActiveHybrid (\d)$/i.exec(vpicModel);
    if (!series) return undefined;
    const model = `${series[1] ?? series[2]} Series`;
    if (!findModel('BMW', model)) return undefined;
    // vPIC's BMW trims are the drive and body ('xDrive', 'Gran Coupe'); the badge is the model's name.
    const badge = trim.toLowerCase().startsWith(vpicModel.toLowerCase()) ? '' : vpicModel;
    return { model, trim: tidy(`${badge} ${trim}`) };
  },
  // 'PS1', 'PS2', 'Polestar 3': the form's '1' to '4'.
  Polestar: (vpicModel, trim) => {
    const number = /^(?:PS|Polestar )(\d)$/i.exec(vpicModel.trim())?.[1];
    const model = number ? findModel('Polestar', number)?.name : undefined;
    return model ? { model, trim } : undefined;
  },
  'Mercedes-Benz': (_vpicModel, trim) => {
    // The class is in the trim's badge: 'E450-4M', 'AMG GLE53', 'Maybach S580'.
    const badge = /^(?:Mercedes-(?:Benz|Maybach) |Maybach |AMG )?([A-Z]{1,3})[ -]?\d/i.exec(trim);
    if (!badge) return undefined;
    const letters = badge[1]!.toUpperCase();
    const model = [`${letters}-Class`, letters].map((name) => findModel('Mercedes-Benz', name)?.name).find(Boolean);
    if (!model) return undefined;
    return { model, trim: trim.replace(/-4M\b|\b4-M\b|\b4-MATIC\b|\b4 MATIC\b/gi, ' 4MATIC').replace(/\s+/g, ' ') };
  },
};

/** The one form model whose name begins or ends with the vPIC model's name as whole words ('MX-5' -> 'MX-5 Miata'). */
function modelAroundName(make: Make, name: string): string | undefined {
  const key = nameKey(name);
  if (key.length < 3) return undefined;
  const candidates = modelsOf(make).filter((model) => {
    const words = model.split(/\s+/);
    return words.some(
      (_, count) =>
        count > 0 &&
        (nameKey(words.slice(0, count).join(' ')) === key || nameKey(words.slice(count).join(' ')) === key),
    );
  });
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The form's battery-electric model of the same name, where the maker sells it as its own line ('Kona Electric'). */
function electricModelOf(make: Make, vpicModel: string): string | undefined {
  const names = ['EV', 'Electric', 'Recharge', 'e-tron'].map((suffix) => `${vpicModel} ${suffix}`);
  return [...names, `Electrified ${vpicModel}`].map((name) => findModel(make, name)?.name).find(Boolean);
}

function matchFormCar(
  make: Make,
  vpicModel: string,
  trim: string,
  series?: string,
  electric = false,
): FormCar | undefined {
  const byLine = lineRules[make]?.(vpicModel, trim);
  if (byLine) return byLine;
  const electricModel = electric ? electricModelOf(make, vpicModel) : undefined;
  if (electricModel) return { model: electricModel, trim: withoutLeadingModel(trim, electricModel) };
  const exact = findModel(make, vpicModel)?.name;
  if (exact) return { model: exact, trim: withoutLeadingModel(trim, exact) };
  const withSeries = series
    ? [`${vpicModel} ${series}`, `${vpicModel} ${series}HD`].map((name) => findModel(make, name)?.name).find(Boolean)
    : undefined;
  if (withSeries) return { model: withSeries, trim: withoutLeadingModel(trim, withSeries) };
  const model = modelStartingName(make, vpicModel);
  if (!model) {
    const around = modelAroundName(make, vpicModel);
    return around ? { model: around, trim: withoutLeadingModel(trim, around) } : undefined;
  }
  const rest = vpicModel.trim().split(/\s+/).slice(model.split(/\s+/).length).join(' ');
  const spelled = withoutLeadingModel(trim, model);
  // 'Camry Hybrid' + 'LE' is the form's Camry 'Hybrid LE', unless the trim already says so.
  const named = nameKey(spelled).includes(nameKey(rest)) ? spelled : `${rest} ${spelled}`;
  return { model, trim: tidy(named) };
}

/**
 * The form's model and trim names for a vPIC model and trim of this make (and the series its VINs share, which
 * some makers use for the line: GMC's 'Sierra' series '1500'; and whether they are battery-electric, which puts a
 * 'Kona' in the form's 'Kona Electric'), or undefined when the form has no such model. A
 * trim that only repeats the end of the form's model name ('296 GTB' 'GTB') names no trim: its trim is ''.
 */
export function formCarOf(
  make: Make,
  vpicModel: string,
  trim: string,
  { series, electric }: { series?: string; electric?: boolean } = {},
): FormCar | undefined {
  const car = matchFormCar(make, vpicModel, trim, series, electric);
  if (!car) return undefined;
  return nameKey(car.model).endsWith(nameKey(car.trim)) ? { ...car, trim: '' } : car;
}
