/** Small shared predicates on the signed-in user; every access rule is built from these. */
import type { Access, FieldAccess, PayloadRequest } from 'payload';

type MaybeUser = PayloadRequest['user'];

export function roleOf(user: MaybeUser): string | undefined {
  return user && 'role' in user ? (user.role as string | undefined) : undefined;
}

export const isAdmin = (user: MaybeUser): boolean => roleOf(user) === 'admin';

export const isEditorOrAdmin = (user: MaybeUser): boolean => {
  const role = roleOf(user);
  return role === 'editor' || role === 'admin';
};

export const isSignedIn = (user: MaybeUser): boolean => Boolean(user);

/** Id of a relationship value that may be populated (object) or not (id). */
export function relationId(value: unknown): number | string | undefined {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return undefined;
}

export const anyone: Access = () => true;
export const nobody: Access = () => false;
export const adminsOnly: Access = ({ req }) => isAdmin(req.user);
export const editorsAndAdmins: Access = ({ req }) => isEditorOrAdmin(req.user);
export const signedIn: Access = ({ req }) => isSignedIn(req.user);

/** A field the server writes itself (owner, status, views, timestamps): never from a request body, whoever sends it. */
export const serverManaged: FieldAccess = () => false;

/** Rows that belong to an account (a `user` relationship): the signed-in account's own, nobody else's. */
export const ownRows: Access = ({ req }) => (req.user ? { user: { equals: req.user.id } } : false);
/** An account's own rows, and every row for admins (support). */
export const ownRowsOrAdmin: Access = (args) => (isAdmin(args.req.user) ? true : ownRows(args));
