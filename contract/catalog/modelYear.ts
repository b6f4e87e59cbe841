/** A model year as a client sends it (a number, or the form's text for one); undefined when it is not a year. */
export function parseModelYear(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const year = Number(value);
  return Number.isInteger(year) ? year : undefined;
}
