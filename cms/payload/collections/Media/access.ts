/**
 * Photos are public once uploaded; the uploader or an admin removes them. Nobody creates them through Payload:
 * they enter only through /api/media/upload (see index.ts).
 */
import type { Access } from 'payload';
import { isAdmin } from '../../access/roles.ts';

export { anyone as readMedia } from '../../access/roles.ts';

export const manageOwnMedia: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { owner: { equals: req.user.id } };
  return false;
};
