/**
 * A listing approved, edited, sold or deleted moves the values of the listings valued from its model and segment:
 * re-value them in the change's transaction, around the listing as it is and as its row was (an edit may move it to
 * another model or body type). The row is read before the write: with drafts on, Payload's `previousDoc` is the
 * latest version, which for an approved change held for review is the change itself, not what buyers saw. The
 * changed listing's own figures go into the answer too.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  PayloadRequest,
} from 'payload';
import {
  marketValueOf,
  refreshMarketValuesAround,
  valuedFields,
  valuedRowOf,
  type ValuedListing,
  type ValuedRow,
} from '../marketValues.ts';
import { queueRevaluation } from '../marketValueTask.ts';

const ROWS_BEFORE = 'marketValueRowsBefore';
const triggers = [...valuedFields, 'status'] as const;

function valuedListing(doc: Record<string, unknown> | undefined): ValuedListing | undefined {
  if (!doc || typeof doc.id !== 'number' || typeof doc.make !== 'string' || typeof doc.model !== 'string')
    return undefined;
  return {
    id: doc.id,
    make: doc.make,
    model: doc.model,
    bodyType: typeof doc.bodyType === 'string' ? doc.bodyType : null,
  };
}

/** Re-values in the change's transaction; what another transaction held then is re-valued after it (a job). */
async function revalue(req: PayloadRequest, listings: ValuedListing[]): Promise<void> {
  const { held } = await refreshMarketValuesAround(req, listings);
  if (held > 0) await queueRevaluation(req, listings);
}

export const rememberValuedRow: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && typeof originalDoc?.id === 'number') {
    const rows = (req.context[ROWS_BEFORE] ??= {}) as Record<number, ValuedRow | undefined>;
    rows[originalDoc.id] = await valuedRowOf(req, originalDoc.id);
  }
  return data;
};

export const refreshMarketValuesAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  // An edit held for review is a draft version: the listing buyers see, and so its value, stays as it was.
  if (doc._status === 'draft') return doc;
  const before = (req.context[ROWS_BEFORE] as Record<number, ValuedRow | undefined> | undefined)?.[doc.id];
  const changed =
    operation === 'create' || triggers.some((field) => (doc[field] ?? null) !== (before?.[field] ?? null));
  // A new listing is pending: nothing to value until it is approved.
  if (!changed || (operation === 'create' && doc.status !== 'approved')) return doc;
  const listings = [valuedListing(doc), valuedListing(before)].filter((listing) => listing !== undefined);
  await revalue(req, listings);
  return { ...doc, ...(await marketValueOf(req, doc.id)) };
};

export const refreshMarketValuesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const listing = valuedListing(doc);
  if (listing && doc.status === 'approved') await revalue(req, [listing]);
};
