/**
 * A non-admin who sends a role other than the current one gets a clear 403 instead of Payload's silent drop
 * (field access alone would ignore the value and answer 200). Runs as a field hook because Payload applies field
 * access right after these, before collection hooks could see the value. Trusted calls (overrideAccess) pass.
 */
import { Forbidden, type FieldHook } from 'payload';
import { isAdmin } from '../../../access/roles.ts';

export const refuseRoleChange: FieldHook = ({ value, originalDoc, operation, overrideAccess, req }) => {
  if (overrideAccess || value === undefined || isAdmin(req.user)) return value;
  const current = operation === 'create' ? 'user' : originalDoc?.role;
  if (value !== current) throw new Forbidden(req.t);
  return value;
};
