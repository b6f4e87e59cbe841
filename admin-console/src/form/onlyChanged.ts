/**
 * An Edit form's `transform`: only the fields the user changed go to the server. The bridge treats a PUT as a
 * partial update, so a field nobody touched (a page body that has no faithful Markdown form, a listing's status)
 * is never rewritten by a save of another field.
 */
export function onlyChanged<T extends Record<string, unknown>>(data: T, options?: { previousData?: T }): Partial<T> {
  const previous = options?.previousData;
  if (!previous) return data;
  const changed: Partial<T> = {};
  for (const key of Object.keys(data) as (keyof T)[]) {
    if (!sameValue(data[key], previous[key])) changed[key] = data[key];
  }
  return changed;
}

/** Deep equality for JSON values; '' and null count as the same empty input. */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
