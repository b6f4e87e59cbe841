import type { CollectionConfig } from 'payload';
import { roles } from '../../../../contract/api.ts';
import { adminFieldOnly, createUsers, deleteUsers, readUsers, updateUsers } from './access.ts';
import { deleteOwnedContent } from './hooks/deleteOwnedContent.ts';
import { guardCredentials } from './hooks/guardCredentials.ts';
import { refuseRoleChange } from './hooks/refuseRoleChange.ts';
import { validateProfileImageUrl } from './validate.ts';

/** Two weeks: a seller who lists on Sunday is still signed in the next weekend. */
const SESSION_SECONDS = 14 * 24 * 60 * 60;

/** `secureCookies`: the session cookie only over HTTPS (production). */
export const usersCollection = ({ secureCookies }: { secureCookies: boolean }): CollectionConfig => ({
  slug: 'users',
  auth: {
    useSessions: true,
    tokenExpiration: SESSION_SECONDS,
    // No account lock: anyone who knows an email could trigger it. Guessing is throttled per address instead
    // (cms/security/signInLimits.ts).
    maxLoginAttempts: 0,
    // The session token travels in the HttpOnly cookie only, never in a JSON body a script could read.
    removeTokenFromResponses: true,
    // Integrations call /cms-api with `Authorization: users API-Key <key>`; keys are made by `npm run create-api-key`.
    useAPIKey: true,
    cookies: { sameSite: 'Lax', secure: secureCookies },
  },
  access: {
    read: readUsers,
    create: createUsers,
    update: updateUsers,
    delete: deleteUsers,
    // Payload's own admin UI is not used (the console is react-admin); nobody reaches it.
    admin: () => false,
  },
  hooks: { beforeOperation: [guardCredentials], beforeDelete: [deleteOwnedContent] },
  fields: [
    { name: 'firstName', type: 'text', maxLength: 80 },
    { name: 'lastName', type: 'text', maxLength: 80 },
    { name: 'profileImageUrl', type: 'text', maxLength: 2048, validate: validateProfileImageUrl },
    { name: 'phone', type: 'text', maxLength: 30 },
    // Whether a price cut on one of the account's saved cars is emailed (the alert run; its emails' unsubscribe).
    { name: 'savedCarAlerts', type: 'checkbox', defaultValue: true },
    // Set only by opening an emailed link (or by an admin); listings of an unverified account wait outside the queue.
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    // The address the owner asked to move to; it replaces `email` when its link is opened.
    { name: 'pendingEmail', type: 'email', access: { create: adminFieldOnly, update: adminFieldOnly } },
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
});
