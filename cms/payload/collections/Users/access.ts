/** Users read and edit themselves; admins everyone. Anyone may register; only an admin sets a role. */
import type { Access, FieldAccess } from 'payload';
import { isAdmin } from '../../access/roles.ts';

export const readUsers: Access = ({ req }) => {
  if (isAdmin(req.user)) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};

export const updateUsers: Access = readUsers;

export const deleteUsers: Access = ({ req }) => isAdmin(req.user);

export const createUsers: Access = () => true;

export const adminFieldOnly: FieldAccess = ({ req }) => isAdmin(req.user);
