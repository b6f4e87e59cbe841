/** Validation at the edge: a body or query string that fails its contract schema is a 400 with field errors. */
import type { Request } from 'express';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = errors.map((entry) => (entry.path ? `${entry.path}: ${entry.message}` : entry.message)).join('; ');
  throw new HttpError(400, summary, errors);
}

export function parseBody<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  if (req.body === undefined) {
    throw new HttpError(400, 'Send a JSON body with the header Content-Type: application/json');
  }
  return parseInput(schema, req.body);
}
