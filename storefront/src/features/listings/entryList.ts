/**
 * The form's text lists (features, service history): entries are trimmed, empty ones ignored, and an entry already
 * in the list (ignoring case) is not added again.
 */
export function addEntry(list: readonly string[], entry: string): string[] {
  const clean = entry.trim().replace(/\s+/g, ' ');
  if (!clean) return [...list];
  const key = clean.toLowerCase();
  return list.some((existing) => existing.toLowerCase() === key) ? [...list] : [...list, clean];
}

export function removeEntry(list: readonly string[], index: number): string[] {
  return list.filter((_, position) => position !== index);
}

/** A preset chip: on adds it, off removes it. */
export function toggleEntry(list: readonly string[], entry: string): string[] {
  const key = entry.toLowerCase();
  return list.some((existing) => existing.toLowerCase() === key)
    ? list.filter((existing) => existing.toLowerCase() !== key)
    : [...list, entry];
}

export function hasEntry(list: readonly string[], entry: string): boolean {
  const key = entry.toLowerCase();
  return list.some((existing) => existing.toLowerCase() === key);
}
