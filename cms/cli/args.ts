/** `--name value` pairs of a CLI command. */
import { parseArgs } from 'node:util';

export function namedArgs<T extends string>(names: readonly T[]): Partial<Record<T, string>> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
  });
  return values as Partial<Record<T, string>>;
}
