/**
 * The storefront's routes, in one list: the React router builds its pages from it, and the server answers any other
 * path with HTTP 404 (still with the app, which shows the not-found screen). `:name` is one path segment. Matching
 * is case-insensitive and ignores a trailing slash, as the spec's routing rules say.
 */
import { accountPaths } from './accountPaths.ts';

export const storefrontRoutes = [
  '/',
  '/auth',
  '/dashboard',
  '/create-listing',
  '/edit-listing/:id',
  '/search',
  '/vehicles/:id',
  // The dashboard's singular reading of the detail route.
  '/vehicle/:id',
  '/saved',
  '/compare',
  '/how-it-works',
  '/financing',
  '/faq',
  '/privacy-policy',
  // The account's pages, the emailed links' among them.
  accountPaths.forgotPassword,
  accountPaths.resetPassword,
  accountPaths.verifyEmail,
  accountPaths.account,
  accountPaths.unsubscribeAlerts,
] as const;
export type StorefrontRoute = (typeof storefrontRoutes)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const routePatterns = storefrontRoutes.map((route) => {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`, 'i');
});

/** Whether a URL path (no query string) is one of the storefront's pages. */
export function isStorefrontRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}
