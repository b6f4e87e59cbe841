/**
 * A saved search belongs to whoever saves it, its query is stored in one form (contract/savedSearches.ts) with
 * the columns the alert run looks it up by (`match`), and an account holds at most SAVED_SEARCHES_MAX: checked here so that every door (/api, /cms-api) keeps them.
 */
import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { parseSavedQuery, SAVED_SEARCHES_MAX, savedQuerySchema } from '../../../../../contract/savedSearches.ts';
import { relationId } from '../../../access/roles.ts';

function refuse(path: string, message: string): never {
  throw new ValidationError({ collection: 'saved-searches', errors: [{ path, message }] });
}

export const ownSearch: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && req.user) data.user ??= req.user.id;
  if (data.query !== undefined) {
    const query = savedQuerySchema.safeParse(data.query);
    if (!query.success) refuse('query', query.error.issues[0]?.message ?? 'This is not a search');
    data.query = query.data;
    const filters = parseSavedQuery(query.data).data;
    data.match = {
      make: filters?.make?.toLowerCase() ?? '',
      model: filters?.model?.toLowerCase() ?? '',
      minPrice: filters?.minPrice ?? null,
      maxPrice: filters?.maxPrice ?? null,
      minYear: filters?.minYear ?? null,
      maxYear: filters?.maxYear ?? null,
    };
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
