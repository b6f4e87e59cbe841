/**
 * Vehicles: anyone reads approved and sold ones; the owner reads and edits their own in any status; an admin reads
 * and edits all. Status, isFeatured, views, the owner and derived fields are the server's (index.ts). Private
 * fields (documentation, the seller's contact details, the owner) are read only by the owner and admins: buyers
 * reach the provider.
 */
import type { Access, FieldAccess, Where } from 'payload';
import { publicStatuses } from '../../../../contract/catalog/listingOptions.ts';
import { isAdmin, relationId } from '../../access/roles.ts';

/**
 * Approved or sold, and published: the table's rows always are, but a draft version (a change held for review,
 * read with `draft`) is not, so only its owner and admins see it.
 */
const publiclyVisible: Where = { and: [{ status: { in: [...publicStatuses] } }, { _status: { equals: 'published' } }] };

export const readVehicles: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { or: [publiclyVisible, { owner: { equals: req.user.id } }] };
  return publiclyVisible;
};

export const createVehicles: Access = ({ req }) => Boolean(req.user);

export const manageOwnVehicles: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { owner: { equals: req.user.id } };
  return false;
};

/**
 * Payload checks read access field by field and deletes a refused field from the same object the next check
 * receives, so the owner is remembered per document on first sight rather than read again after it may be gone.
 */
const ownerSeen = new WeakMap<object, unknown>();

export const ownerOrAdminReads: FieldAccess = ({ req, doc }) => {
  if (isAdmin(req.user)) return true;
  if (!req.user || !doc) return false; // without a document (query validation) only admins may filter on these
  if (!ownerSeen.has(doc)) ownerSeen.set(doc, relationId(doc.owner));
  return ownerSeen.get(doc) === req.user.id;
};
