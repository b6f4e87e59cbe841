/**
 * A saved search belongs to whoever saves it, its query is stored in one form (contract/savedSearches.ts) with
 * the columns the alert run looks it up by (`match`), and an account holds at most SAVED_SEARCHES_MAX: checked here so that every door (/api, /cms-api) keeps them.
 */
import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { matchingParams } from '../../../../../contract/search.ts';
import {
  canonicalQuery,
  parseSavedQuery,
  SAVED_SEARCHES_MAX,
  savedQuerySchema,
} from '../../../../../contract/savedSearches.ts';
import { relationId } from '../../../access/roles.ts';

function refuse(path: string, message: string): never {
  throw new ValidationError({ collection: 'saved-searches', errors: [{ path, message }] });
}

/**
 * The columns the alert run finds a search by: lower-case make and model ('' for any), the price and year bounds,
 * and the rest of its conditions as a query of their own ('' when there are none). Searches differ mostly in their
 * bounds; their rests repeat, so the run checks each distinct rest once.
 */
export function matchColumnsOf(query: string) {
  const parsed = parseSavedQuery(query);
  // Only a query savedQuerySchema accepted is stored; columns of nothing would match every car.
  if (!parsed.success) throw new Error('Match columns asked of a query that is not a search');
  const { make, model, minPrice, maxPrice, minYear, maxYear, ...rest } = matchingParams(parsed.data);
  return {
    make: make?.toLowerCase() ?? '',
    model: model?.toLowerCase() ?? '',
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
    minYear: minYear ?? null,
    maxYear: maxYear ?? null,
    rest: canonicalQuery(rest),
  };
}

export const ownSearch: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && req.user) data.user ??= req.user.id;
  if (data.query !== undefined) {
    const query = savedQuerySchema.safeParse(data.query);
    if (!query.success) refuse('query', query.error.issues[0]?.message ?? 'This is not a search');
    data.query = query.data;
    data.match = matchColumnsOf(query.data);
  }
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({
    collection: 'saved-searches',
    where: { user: { equals: relationId(data.user) } },
    req,
  });
  if (totalDocs >= SAVED_SEARCHES_MAX)
    refuse('name', `You can keep ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`);
  return data;
};
