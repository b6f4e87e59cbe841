import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { storefrontRoutes, type StorefrontRoute } from '@contract/routes';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { lazyComponent } from '../lib/lazyComponent';

// Each page is its own chunk, loaded when first visited.
const HomePage = lazyComponent(() => import('../pages/Home/HomePage'));
const AuthPage = lazyComponent(() => import('../pages/Auth/AuthPage'));
const NotFoundPage = lazyComponent(() => import('../pages/NotFound/NotFoundPage'));
const DashboardPage = lazyComponent(() => import('../pages/Dashboard/DashboardPage'));
const ListingFormPage = lazyComponent(() => import('../pages/ListingForm/ListingFormPage'));
const SearchPage = lazyComponent(() => import('../pages/Search/SearchPage'));
const VehicleDetailPage = lazyComponent(() => import('../pages/VehicleDetail/VehicleDetailPage'));
const SavedPage = lazyComponent(() => import('../pages/Saved/SavedPage'));
const ComparePage = lazyComponent(() => import('../pages/Compare/ComparePage'));
const StaticPage = lazyComponent(() => import('../pages/StaticPage/StaticPage'));
const ForgotPasswordPage = lazyComponent(() => import('../pages/Account/ForgotPasswordPage'));
const ResetPasswordPage = lazyComponent(() => import('../pages/Account/ResetPasswordPage'));
const VerifyEmailPage = lazyComponent(() => import('../pages/Account/VerifyEmailPage'));
const AccountPage = lazyComponent(() => import('../pages/Account/AccountPage'));
const AlertsUnsubscribePage = lazyComponent(() => import('../pages/AlertsUnsubscribe/AlertsUnsubscribePage'));

/**
 * The storefront's pages, one per route of contract/routes.ts (the server answers 404 for any other path, so a page
 * is added there first; the type asks for its element here). React Router matches case-insensitively and ignores a
 * trailing slash, so /AUTH/ is /auth.
 */
const pageElements: Record<StorefrontRoute, ReactElement> = {
  '/': <HomePage />,
  '/auth': <AuthPage />,
  '/dashboard': <DashboardPage />,
  '/create-listing': <ListingFormPage />,
  '/edit-listing/:id': <ListingFormPage />,
  '/search': <SearchPage />,
  '/vehicles/:id': <VehicleDetailPage />,
  '/vehicle/:id': <VehicleDetailPage />,
  '/saved': <SavedPage />,
  '/compare': <ComparePage />,
  '/how-it-works': <StaticPage slug="how-it-works" />,
  '/financing': <StaticPage slug="financing" />,
  '/faq': <StaticPage slug="faq" />,
  '/privacy-policy': <StaticPage slug="privacy-policy" />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/verify-email': <VerifyEmailPage />,
  '/alerts/unsubscribe': <AlertsUnsubscribePage />,
  '/account': <AccountPage />,
};

const pages: RouteObject[] = [
  ...storefrontRoutes.map((route): RouteObject =>
    route === '/'
      ? { index: true, element: pageElements[route] }
      : { path: route.slice(1), element: pageElements[route] },
  ),
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The pathless child catches a page's errors inside the layout, so the header and footer stay usable.
    children: [{ errorElement: <RouteError />, children: pages }],
  },
];
