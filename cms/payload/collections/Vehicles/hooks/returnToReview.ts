/**
 * A seller's edit of a reviewed listing (approved, sold or rejected) sends it back to review, so nothing the public
 * sees changes unreviewed; an admin's edit keeps the status.
 */
import type { CollectionBeforeChangeHook } from 'payload';
import type { VehicleStatus } from '../../../../../contract/catalog/listingOptions.ts';
import { isAdmin } from '../../../access/roles.ts';

const reviewedStatuses: VehicleStatus[] = ['approved', 'sold', 'rejected'];

export const returnToReview: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !req.user || isAdmin(req.user)) return data;
  if (reviewedStatuses.includes(originalDoc?.status)) data.status = 'pending';
  return data;
};
