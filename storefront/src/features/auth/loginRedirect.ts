import { loginUrl } from '../../lib/serverRoutes';

/** A signed-out visitor of a seller screen is sent to the login endpoint after this delay. */
export const REDIRECT_DELAY_MS = 500;

/** Sends the browser to /api/login after 500 ms, asking to come back here. Returns a cancel function. */
export function redirectToLogin(returnTo: string = currentPath()): () => void {
  const timer = window.setTimeout(() => window.location.assign(loginUrl(returnTo)), REDIRECT_DELAY_MS);
  return () => window.clearTimeout(timer);
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
