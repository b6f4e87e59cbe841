/** The raw environment and the parsers every setting shares (./env.ts reads them all in one place). */
import { Cron } from 'croner';

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

/** A cron expression as Payload's schedules read it (croner), or undefined for one of the false words. */
export function parseCron(name: string, raw: string | undefined, fallback: string): string | undefined {
  if (raw === undefined || raw === '') return fallback;
  if (FALSE_WORDS.includes(raw.toLowerCase())) return undefined;
  try {
    new Cron(raw, { paused: true, sloppyRanges: true });
  } catch (error) {
    throw new Error(`${name} must be a cron expression or "off", got "${raw}": ${(error as Error).message}`);
  }
  return raw;
}
