/** Filter pieces shared by the console's resources: record ids, full-text `q`, one-or-many values. */
import type { Where } from 'payload';
import { z } from 'zod';
import { MAX_RANGE } from './query.ts';

/** A record id in a path or a filter (every collection here has serial ids). */
export const recordIdSchema = z.coerce
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be positive')
  .max(2_147_483_647, 'The id is too large');

/** One value or a list of them (react-admin's getMany sends `{ id: [1, 2] }`, a reference field `{ vehicleId: 3 }`). */
export function oneOrMany<S extends z.ZodType>(schema: S) {
  return z.union([schema, z.array(schema).max(MAX_RANGE, `At most ${MAX_RANGE} values`)]);
}

export const idsFilter = oneOrMany(recordIdSchema).optional();

/** The search box: up to 8 words of up to 100 characters in all. */
export const qFilter = z.string().trim().max(100, 'The search has at most 100 characters').optional();

export function matchOneOrMany(field: string, value: unknown): Where {
  return Array.isArray(value) ? { [field]: { in: value } } : { [field]: { equals: value } };
}

/** Every word must appear in one of `fields` (case-insensitive); a number also finds the record with that id. */
export function searchWhere(q: string, fields: readonly string[]): Where | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return {
    and: words.map((word) => {
      const anyField: Where[] = fields.map((field) => ({ [field]: { contains: word } }));
      if (/^\d{1,9}$/.test(word)) anyField.push({ id: { equals: Number(word) } });
      return { or: anyField };
    }),
  };
}

/** Joins the parts present; an empty list matches everything. */
export function allOf(parts: (Where | undefined)[]): Where {
  const present = parts.filter((part): part is Where => part !== undefined);
  if (present.length === 0) return {};
  return present.length === 1 ? present[0]! : { and: present };
}
