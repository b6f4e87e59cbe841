/** The raw environment and the parsers every setting shares (./env.ts reads them all in one place). */
export type EnvSource = Record<string, string | undefined>;

const FALSE_WORDS = ['0', 'false', 'no', 'off'];

export function parseFlag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !FALSE_WORDS.includes(raw.toLowerCase());
}

export function parseList(raw: string | undefined, fallback: string[] = []): string[] {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : fallback;
}

export function parseCount(name: string, raw: string | undefined, fallback: number, max = Infinity): number {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  if (count > max) throw new Error(`${name} must be at most ${max}, got "${raw}"`);
  return count;
}
