/**
 * A listing approved, edited, sold or deleted changes the median its neighbours are judged against: re-rate the
 * listings of its model around its year (and around its old make, model and year when an edit moved it).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { refreshDealSegments, type DealSegment } from '../dealRatings.ts';

function segmentOf(doc: Record<string, unknown> | undefined): DealSegment | undefined {
  if (!doc || typeof doc.make !== 'string' || typeof doc.model !== 'string' || typeof doc.year !== 'number')
    return undefined;
  return { make: doc.make, model: doc.model, year: doc.year };
}

const dealFields = ['make', 'model', 'year', 'mileage', 'price', 'status'] as const;

export const refreshDealsAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'create' || dealFields.some((field) => doc[field] !== previousDoc?.[field]);
  // A new listing is pending: nothing to rate until it is approved.
  if (!changed || (operation === 'create' && doc.status !== 'approved')) return doc;
  const segments = [segmentOf(doc), segmentOf(previousDoc)].filter((segment): segment is DealSegment =>
    Boolean(segment),
  );
  await refreshDealSegments(req, segments);
  return doc;
};

export const refreshDealsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const segment = segmentOf(doc);
  if (segment && doc.status === 'approved') await refreshDealSegments(req, [segment]);
};
