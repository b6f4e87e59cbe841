import type { CurrentUser, Role } from '@contract/api';

/** Roles that may open the console: admins and editors (the contract's third role). */
export const CONSOLE_ROLES: readonly Role[] = ['admin', 'editor'];

/** Toast shown when the console refuses someone. */
export const ACCESS_REQUIRED_MESSAGE = 'Admin access required. Redirecting...';

/** The server's sign-in entry: it shows its sign-in page and brings the user back to the console. */
export const LOGIN_URL = '/api/login?returnTo=/admin';

/** The storefront's home, for signed-in users without console access. */
export const HOME_URL = '/';

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string };

/** Who may stay in the console, and where the others go: home when signed in, sign-in when not. */
export function decideAccess(user: Pick<CurrentUser, 'role'> | null): AccessDecision {
  if (user && CONSOLE_ROLES.includes(user.role)) return { allowed: true };
  return { allowed: false, redirectTo: user ? HOME_URL : LOGIN_URL };
}
