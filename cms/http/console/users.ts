/**
 * Accounts in the console (admins): list, search, change a role. An admin cannot change their own role, so the
 * console can never be left without an admin by its last one.
 */
import { z } from 'zod';
import { roles } from '../../../contract/api.ts';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { allOf, idsFilter, matchOneOrMany, oneOrMany, qFilter, searchWhere } from './filters.ts';
import { defineResource, textOrNull, type Doc, type UpdateContext } from './resource.ts';

const roleSchema = z.enum(roles, { error: `role must be one of: ${roles.join(', ')}` });
const updateSchema = z.object({ role: roleSchema }).strict();

async function updateUser({ payload, user, id, current, body }: UpdateContext): Promise<Doc> {
  const { role } = parseInput(updateSchema, body);
  if (role === current.role) return current;
  if (id === user.id) throw new HttpError(400, 'You cannot change your own role: ask another admin');
  return (await payload.update({
    collection: 'users',
    id,
    data: { role },
    depth: 0,
    user,
    overrideAccess: false,
  })) as unknown as Doc;
}

export const usersResource = defineResource({
  collection: 'users',
  roles: ['admin'],
  sortable: Object.fromEntries(
    ['id', 'email', 'firstName', 'lastName', 'role', 'createdAt'].map((field) => [field, field]),
  ),
  defaultSort: '-createdAt',
  filter: z.object({ q: qFilter, id: idsFilter, role: oneOrMany(roleSchema).optional() }).strict(),
  where: (filter) =>
    allOf([
      filter.q ? searchWhere(filter.q, ['email', 'firstName', 'lastName']) : undefined,
      filter.id !== undefined ? matchOneOrMany('id', filter.id) : undefined,
      filter.role !== undefined ? matchOneOrMany('role', filter.role) : undefined,
    ]),
  // Never the hash, salt, sessions or lock fields.
  view: (doc) => ({
    id: Number(doc.id),
    email: String(doc.email),
    firstName: textOrNull(doc.firstName),
    lastName: textOrNull(doc.lastName),
    role: String(doc.role ?? 'user'),
    createdAt: String(doc.createdAt),
    updatedAt: String(doc.updatedAt),
  }),
  update: updateUser,
});
