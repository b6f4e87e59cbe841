/** Entries are trimmed; empty ones and duplicates (ignoring case) are dropped. */
import type { FieldHook } from 'payload';

export function normalizeTextList(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const kept: unknown[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') {
      kept.push(entry); // left for validation to refuse
      continue;
    }
    const text = entry.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

export const normalizeTextListHook: FieldHook = ({ value }) => normalizeTextList(value);
