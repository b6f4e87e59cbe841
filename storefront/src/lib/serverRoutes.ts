/**
 * Paths the Express server answers itself (the /api contract, Payload's REST API, photos, the sitemap,
 * and the react-admin console under /admin). The storefront's router must not handle them: links to them need a
 * full page load, or the router would show its 404 screen.
 */
const SERVER_PATH = /^\/(?:api|cms-api|media|admin)(?:[/?#]|$)|^\/sitemap\.xml(?:[?#]|$)/i;

export function isServerPath(path: string): boolean {
  return SERVER_PATH.test(path);
}

/** The server's login entry: it redirects the browser to /auth with the returnTo path. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
