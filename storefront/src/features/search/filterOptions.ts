/** The option lists of the search filters, as <option> values and labels. */
import {
  searchBodyTypes,
  searchColors,
  searchConditions,
  searchDrivetrains,
  searchFuelTypes,
  searchMakes,
  searchTransmissions,
  searchYears,
} from '@contract/catalog/searchFilters';

export interface Choice {
  value: string;
  label: string;
}

const labelled = (options: readonly { label: string }[]): Choice[] =>
  options.map(({ label }) => ({ value: label, label }));

export const bodyTypeChoices = labelled(searchBodyTypes);
export const fuelTypeChoices = labelled(searchFuelTypes);
export const transmissionChoices = labelled(searchTransmissions);
export const drivetrainChoices = labelled(searchDrivetrains);
export const conditionChoices = labelled(searchConditions);
export const colorChoices: Choice[] = searchColors.map((color) => ({ value: color, label: color }));
export const yearChoices: Choice[] = searchYears().map((year) => ({ value: String(year), label: String(year) }));
export const makeChoices = labelled(searchMakes);
export const radiusChoices: Choice[] = [10, 25, 50, 100, 250, 500].map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}));

export function modelChoices(make: string): Choice[] {
  const models = searchMakes.find((entry) => entry.label === make)?.models ?? [];
  return models.map((model) => ({ value: model, label: model }));
}

/** Keeps a value from the URL selectable even when the list does not hold it (an old link, a make left out). */
export function withCurrent(choices: Choice[], current: string): Choice[] {
  return !current || choices.some((choice) => choice.value === current)
    ? choices
    : [{ value: current, label: current }, ...choices];
}
