import type { CollectionConfig } from 'payload';
import { roles } from '../../../contract/api.ts';
import { adminFieldOnly, createUsers, deleteUsers, readUsers, updateUsers } from './access.ts';
import { refuseRoleChange } from './hooks/refuseRoleChange.ts';

/** Two weeks: a seller who lists on Sunday is still signed in the next weekend. */
const SESSION_SECONDS = 14 * 24 * 60 * 60;

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    useSessions: true,
    tokenExpiration: SESSION_SECONDS,
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    read: readUsers,
    create: createUsers,
    update: updateUsers,
    delete: deleteUsers,
    // Payload's own admin UI is not used (the console is react-admin); nobody reaches it.
    admin: () => false,
  },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 80 },
    { name: 'lastName', type: 'text', maxLength: 80 },
    { name: 'profileImageUrl', type: 'text', maxLength: 2048 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'user',
      options: roles.map((role) => ({ label: role, value: role })),
      saveToJWT: true,
      index: true,
      access: { create: adminFieldOnly, update: adminFieldOnly },
      hooks: { beforeValidate: [refuseRoleChange] },
    },
  ],
};
