/**
 * A session alone must not be enough to take over an account: a signed-in user changes their email or password only
 * through /api's account calls, which ask for the password and verify a new address. An update through /cms-api
 * that carries `email` or `password` is refused unless an admin sends it (admins correct accounts from the
 * console). Server code (the Local API, which overrides access) is trusted.
 */
import { Forbidden, type CollectionBeforeOperationHook } from 'payload';
import { isAdmin } from '../../../access/roles.ts';

export const guardCredentials: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args;
  const { data, overrideAccess } = args as { data?: Record<string, unknown>; overrideAccess?: boolean };
  const touchesCredentials = data?.email !== undefined || data?.password !== undefined;
  if (!touchesCredentials || overrideAccess === true || isAdmin(req.user)) return args;
  throw new Forbidden(req.t);
};
