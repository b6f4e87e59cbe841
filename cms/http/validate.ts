/** Validation at the edge: a body or query string that fails its contract schema is a 400 with field errors. */
import type { Request } from 'express';
import type { z } from 'zod';
import { isStorableText } from '../../contract/storableText.ts';
import { HttpError } from './errors.ts';

/** The path of the first string holding a control character (or an unpaired surrogate, no text at all), if any. */
function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, entry] of Object.entries(value)) {
    const found = controlCharacterPath(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const badPath = controlCharacterPath(input);
  if (badPath) {
    const path = badPath.join('.');
    throw new HttpError(400, `${path || 'Input'}: must not contain control characters`, [
      { path, message: 'Must not contain control characters' },
    ]);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = errors.map((entry) => (entry.path ? `${entry.path}: ${entry.message}` : entry.message)).join('; ');
  throw new HttpError(400, summary, errors);
}

/** A query string as Express reads one (`req.query`): a repeated key is a list. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  if (req.body === undefined) {
    throw new HttpError(400, 'Send a JSON body with the header Content-Type: application/json');
  }
  return parseInput(schema, req.body);
}
