import type { AuthProvider } from 'react-admin';
import type { CurrentUser } from '@contract/api';
import { ACCESS_REQUIRED_MESSAGE, LOGIN_URL, decideAccess } from './auth/access';
import { toIdentity } from './auth/identity';
import { isRedirecting, redirectAfterNotice } from './auth/redirect';

/**
 * The console's view of the server's session (GET /api/user, POST /api/logout). Signing in happens on the
 * storefront; refused visitors are sent away (auth/access.ts) rather than to a react-admin login page.
 */

let inFlight: Promise<CurrentUser | null> | null = null;

/** The signed-in user, or null: a 401 means signed out, and any other failure counts the same way. */
function fetchCurrentUser(): Promise<CurrentUser | null> {
  // react-admin asks for auth, identity and permissions at once: share one request.
  inFlight ??= fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<CurrentUser>) : null))
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Refuses if the current user may not use the console, after starting the toast and the redirect. */
async function ensureAccess(): Promise<boolean> {
  const decision = decideAccess(await fetchCurrentUser());
  if (decision.allowed) return true;
  redirectAfterNotice(decision.redirectTo, ACCESS_REQUIRED_MESSAGE);
  return false;
}

/** A promise that never settles: the page is about to be replaced, and a settled check would re-render or retry. */
const untilRedirect = () => new Promise<never>(() => {});

export const authProvider: AuthProvider = {
  // Only reachable if something calls useLogin(): send the browser to the server's sign-in.
  async login() {
    window.location.assign(LOGIN_URL);
  },

  async checkAuth() {
    if (isRedirecting()) return untilRedirect();
    if (await ensureAccess()) return;
    // message: false, because the toast is already queued; redirectTo: false, because the redirect is ours.
    throw { message: false, redirectTo: false };
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status !== 401 && error?.status !== 403) return;
    if (isRedirecting()) throw { message: false, logoutUser: false };
    // A 403 for an editor on an admin-only call is an ordinary error for the screen, not a reason to leave.
    if (await ensureAccess()) return;
    throw { message: false, logoutUser: false };
  },

  async logout() {
    // react-admin also logs out after a refused check: keep the storefront session, the redirect is under way.
    if (isRedirecting()) return false;
    // The answer of POST /api/logout is ignored: signing out locally does not depend on it.
    await fetch('/api/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
    // An absolute URL makes react-admin load the storefront's home instead of routing to /admin/.
    return new URL('/', window.location.origin).href;
  },

  async getIdentity() {
    const user = await fetchCurrentUser();
    if (!user) throw new Error('Not signed in');
    return toIdentity(user);
  },

  // The role ('admin' or 'editor'); undefined when signed out, which checkAuth already handles.
  async getPermissions() {
    return (await fetchCurrentUser())?.role;
  },
};
