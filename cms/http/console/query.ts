/**
 * The query string of ra-data-simple-rest (`sort=["title","ASC"]`, `range=[0,24]`, `filter={"q":"bmw"}`), each a
 * JSON text. Anything malformed is a 400 naming the parameter, never a 500 further down.
 */
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';

/** The most rows one request may ask for: react-admin pages hold 10 to 100; its CSV export asks for 1000 at once. */
export const MAX_RANGE = 1000;
const DEFAULT_RANGE: [number, number] = [0, 24];

const sortSchema = z.tuple(
  [z.string().min(1).max(60), z.enum(['ASC', 'DESC'], { error: 'The order must be ASC or DESC' })],
  {
    error: 'Must be ["field", "ASC" or "DESC"]',
  },
);

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'Must be [first, last] in whole numbers' })
  .refine(([first, last]) => first <= last, 'The first row must not come after the last')
  .refine(([first, last]) => last - first < MAX_RANGE, `At most ${MAX_RANGE} rows at once`);

const filterSchema = z.record(z.string(), z.unknown(), { error: 'Must be a JSON object' });

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | undefined;
  /** Inclusive row numbers, from 0. */
  range: [number, number];
  filter: Record<string, unknown>;
  /** Whether the client asked for a range (getMany does not: it wants every id it names). */
  ranged: boolean;
}

function jsonParameter(name: string, raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string')
    throw new HttpError(400, `${name}: send it once, as JSON text`, [{ path: name, message: 'Must be JSON text' }]);
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, `${name}: not valid JSON`, [{ path: name, message: 'Not valid JSON' }]);
  }
}

/** Validates one parameter's value; errors name the parameter, so `[1]` of the range reads `range.1`. */
export function parseNamed<S extends z.ZodType>(name: string, schema: S, value: unknown): z.output<S> {
  try {
    return parseInput(schema, value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors = (error.errors ?? []).map((entry) => ({
      ...entry,
      path: entry.path ? `${name}.${entry.path}` : name,
    }));
    throw new HttpError(400, `${name}: ${error.message}`, errors);
  }
}

function parseParameter<S extends z.ZodType>(name: string, schema: S, raw: unknown): z.output<S> | undefined {
  const value = jsonParameter(name, raw);
  return value === undefined ? undefined : parseNamed(name, schema, value);
}

export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const sort = parseParameter('sort', sortSchema, query.sort);
  const range = parseParameter('range', rangeSchema, query.range);
  const filter = parseParameter('filter', filterSchema, query.filter) ?? {};
  return {
    sort: sort && { field: sort[0], order: sort[1] },
    range: range ?? DEFAULT_RANGE,
    filter,
    ranged: range !== undefined,
  };
}

// `vehicles 0-24/319`; an empty page is `vehicles */319` (the unsatisfied-range form of RFC 9110).
export function contentRange(resource: string, first: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${first}-${first + count - 1}/${total}`;
}
