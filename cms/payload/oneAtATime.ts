/**
 * Payload's bulk update and delete (a `where` instead of an id) start every document's operation at once
 * (`docs.map(async ...)` in its operations/update.js and delete.js), all on one connection when they share a
 * transaction: node-postgres then queues statements behind a busy client, which it deprecates (pg 9 throws), and
 * the documents' steps interleave. `forEachMatching` runs an operation by id on each document, one after another;
 * `forEachId` does the same for ids the caller already holds.
 */
import { NotFound, type CollectionSlug, type Payload, type PayloadRequest, type TypedUser, type Where } from 'payload';

export interface Matching {
  collection: CollectionSlug;
  where: Where;
  /** The caller's transaction, if any: the documents are found in it. */
  req?: Partial<PayloadRequest>;
  user?: TypedUser;
  overrideAccess: boolean;
}

/**
 * What `operation` answers for each document `where` matches (found as the caller may read them), in id order; a
 * document gone between finding it and its turn is left out, as a bulk operation run a moment later would.
 */
export async function forEachMatching<T>(
  payload: Payload,
  { collection, where, req, user, overrideAccess }: Matching,
  operation: (id: number) => Promise<T>,
): Promise<T[]> {
  const { docs } = await payload.find({
    collection,
    where,
    req,
    user,
    overrideAccess,
    depth: 0,
    pagination: false,
    select: {},
    sort: 'id',
  });
  return forEachId(
    docs.map(({ id }) => Number(id)),
    operation,
  );
}

/** What `operation` answers for each id, in the order given, leaving out a document gone before its turn. */
export async function forEachId<T>(ids: readonly number[], operation: (id: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const id of ids) {
    try {
      results.push(await operation(id));
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  }
  return results;
}
