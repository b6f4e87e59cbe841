/**
 * Saved searches: a signed-in buyer keeps a search under a name (its filters, as /search's URL holds them) and says
 * how often to be told of new cars that match it. GET/POST /api/user/searches, PATCH/DELETE /api/user/searches/{id}.
 */
import { z } from 'zod';
import { matchingParams, searchParamsSchema, type MatchingParams } from './search.ts';
import { searchDefaults } from './searchOptions.ts';
import { isStorableText } from './storableText.ts';

export const alertFrequencies = ['instant', 'daily', 'never'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
/** The kinds of alert run: 'never' keeps a search without one. */
export const alertRunFrequencies = ['instant', 'daily'] as const satisfies readonly AlertFrequency[];
export type AlertRunFrequency = (typeof alertRunFrequencies)[number];

export const alertFrequencyLabels: Record<AlertFrequency, string> = {
  instant: 'As soon as they are listed',
  daily: 'Once a day',
  never: 'Never: keep the search only',
};

/** A buyer keeps at most this many searches. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Longer than any query string the search form writes. */
export const SAVED_SEARCH_QUERY_MAX = 2000;

/** A query string's parameters as the search schema reads them: a key given twice is a list. */
function paramsObject(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = values.length === 1 ? values[0]! : values;
  }
  return object;
}

/**
 * A search as stored: its matching parameters in search's own order, defaults and empty values left out, lists
 * repeated ('features=Sunroof&features=Navigation System'), the radius only with a location. Two URLs that find the
 * same cars store the same text, and `/search?{query}` opens the search.
 */
export function canonicalQuery(filters: MatchingParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === false) continue;
    if (key === 'radius' && (!filters.location || value === searchDefaults.radius)) continue;
    if (Array.isArray(value)) for (const entry of value) params.append(key, String(entry));
    else params.set(key, String(value));
  }
  return params.toString();
}

/**
 * A query string's decoded text must be storable too: the edge checks the query as sent, where `%00` is still
 * three harmless characters.
 */
const decodedParamsSchema = z
  .custom<Record<string, unknown>>()
  .refine(
    (params) =>
      Object.entries(params).every(([key, value]) => [key, value].flat().every((text) => isStorableText(String(text)))),
    'query must not contain control characters',
  );

/** A stored query as search's parameters (its defaults filled in), or search's own errors. */
export function parseSavedQuery(query: string) {
  return decodedParamsSchema.pipe(searchParamsSchema).safeParse(paramsObject(query));
}

/** A query string as search reads it, without its order and page; the search's own errors when it is not one. */
export const savedQuerySchema = z
  .string({ error: 'query must be the search as a query string' })
  .max(SAVED_SEARCH_QUERY_MAX, `query must be at most ${SAVED_SEARCH_QUERY_MAX} characters`)
  .transform((query, context) => {
    const parsed = parseSavedQuery(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return canonicalQuery(matchingParams(parsed.data));
  });

const nameSchema = z
  .string({ error: 'Name the search' })
  .trim()
  .min(1, 'Name the search')
  .max(SAVED_SEARCH_NAME_MAX, `The name has at most ${SAVED_SEARCH_NAME_MAX} characters`);

const frequencySchema = z.enum(alertFrequencies, {
  error: `frequency must be one of: ${alertFrequencies.join(', ')}`,
});

export const savedSearchCreateSchema = z.object({
  name: nameSchema,
  query: savedQuerySchema,
  frequency: frequencySchema.default('daily'),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    query: savedQuerySchema.optional(),
    frequency: frequencySchema.optional(),
    /** A paused search sends nothing until resumed; it keeps its frequency. */
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to change');
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export interface SavedSearch {
  id: number;
  name: string;
  /** The search's query string: `/search?{query}` opens it. */
  query: string;
  frequency: AlertFrequency;
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}
