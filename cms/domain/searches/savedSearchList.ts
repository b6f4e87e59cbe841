/**
 * A signed-in buyer's saved searches, through Payload with the caller as user (the collection's access rules keep
 * each account to its own, and its hook to its rules): listed newest first, created, changed, deleted.
 */
import { Forbidden, NotFound, type Payload, type TypedUser } from 'payload';
import {
  parseSavedQuery,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '../../../contract/savedSearches.ts';
import type { SavedSearch as SavedSearchDoc } from '../../payload/payload-types.ts';
import { withAccountLocked } from '../account/accountLock.ts';
import { InvalidInputError } from '../errors.ts';
import { filterSet } from '../search/filterConditions.ts';

const asCaller = (user: TypedUser) => ({ user, overrideAccess: false, depth: 0 }) as const;

export function savedSearchView(doc: SavedSearchDoc): SavedSearch {
  return {
    id: doc.id,
    name: doc.name,
    query: doc.query ?? '',
    frequency: doc.frequency,
    paused: Boolean(doc.paused),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export async function listSavedSearches(payload: Payload, user: TypedUser): Promise<SavedSearch[]> {
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    pagination: false,
    ...asCaller(user),
  });
  return docs.map(savedSearchView);
}

/**
 * A query /search would refuse to run (a place the ZIP table does not know) is refused as /search refuses it: saved,
 * it would never match a car. The collection's hook has checked its form; this needs the database.
 */
async function checkRunnable(payload: Payload, query: string | undefined): Promise<void> {
  const filters = query === undefined ? undefined : parseSavedQuery(query).data;
  if (!filters) return;
  try {
    await filterSet(payload, filters);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(error.message, [{ path: 'query', message: error.message }]);
  }
}

export async function createSavedSearch(payload: Payload, user: TypedUser, input: SavedSearchCreate) {
  await checkRunnable(payload, input.query);
  // The owner and the match columns are the hook's to set. Its count of the account's searches and the insert run
  // under the account's lock, so saves sent at once cannot pass the cap together.
  const data = input as SavedSearchDoc;
  const created = await withAccountLocked(
    payload,
    Number(user.id),
    (req) => payload.create({ collection: 'saved-searches', data, req, ...asCaller(user) }),
    user,
  );
  return savedSearchView(created);
}

/** undefined when the caller has no such search (someone else's reads as none). */
export async function updateSavedSearch(
  payload: Payload,
  user: TypedUser,
  id: number,
  changes: SavedSearchUpdate,
): Promise<SavedSearch | undefined> {
  await checkRunnable(payload, changes.query);
  try {
    return savedSearchView(
      await payload.update({ collection: 'saved-searches', id, data: changes, ...asCaller(user) }),
    );
  } catch (error) {
    // Someone else's search: Payload refuses it (403); to the caller it is one that does not exist.
    if (error instanceof NotFound || error instanceof Forbidden) return undefined;
    throw error;
  }
}

/** Whether the caller had such a search. */
export async function deleteSavedSearch(payload: Payload, user: TypedUser, id: number): Promise<boolean> {
  try {
    await payload.delete({ collection: 'saved-searches', id, ...asCaller(user) });
    return true;
  } catch (error) {
    if (error instanceof NotFound || error instanceof Forbidden) return false;
    throw error;
  }
}
