/** Photos are public once uploaded; signed-in users upload; the uploader or an admin removes them. */
import type { Access } from 'payload';
import { isAdmin } from '../../access/roles.ts';

export { anyone as readMedia, signedIn as createMedia } from '../../access/roles.ts';

export const manageOwnMedia: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { owner: { equals: req.user.id } };
  return false;
};
