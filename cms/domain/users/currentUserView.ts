/** The current user as the client reads it: never the hash, the sessions or the API key. */
import type { TypedUser } from 'payload';
import type { CurrentUser } from '../../../contract/api.ts';

export function currentUserView(user: TypedUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role ?? 'user',
    profileImageUrl: user.profileImageUrl ?? null,
    phone: user.phone ?? null,
    savedCarAlerts: user.savedCarAlerts !== false,
    emailVerified: user.emailVerified === true,
    pendingEmail: user.pendingEmail ?? null,
    authenticated: true,
  };
}
