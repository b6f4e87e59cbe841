/**
 * Addresses of /api calls that both the storefront (as its query keys) and the server (writing a page's first data
 * under those keys) name. Free of zod on purpose: every page imports it.
 */

/** GET /api/vehicles/search. */
export const SEARCH_API_PATH = '/api/vehicles/search';

/** GET /api/vehicles/:id, for the id as the page's address gives it. */
export function vehicleApiPath(id: string | number): string {
  return `/api/vehicles/${encodeURIComponent(String(id))}`;
}

/** GET /api/user: the signed-in user, or 401 for a visitor. */
export const CURRENT_USER_API_PATH = '/api/user';

/** GET /api/pages/:slug: a content page. */
export function pageApiPath(slug: string): string {
  return `/api/pages/${encodeURIComponent(slug)}`;
}
