import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

// Each page is its own chunk, loaded when first visited.
const HomePage = lazy(() => import('../pages/Home/HomePage'));
const AuthPage = lazy(() => import('../pages/Auth/AuthPage'));
const NotFoundPage = lazy(() => import('../pages/NotFound/NotFoundPage'));
const DashboardPage = lazy(() => import('../pages/Dashboard/DashboardPage'));
const ListingFormPage = lazy(() => import('../pages/ListingForm/ListingFormPage'));
const SearchPage = lazy(() => import('../pages/Search/SearchPage'));
const VehicleDetailPage = lazy(() => import('../pages/VehicleDetail/VehicleDetailPage'));
const SavedPage = lazy(() => import('../pages/Saved/SavedPage'));
const StaticPage = lazy(() => import('../pages/StaticPage/StaticPage'));

/**
 * The storefront's pages: adding a page is one line here. React Router matches
 * case-insensitively and ignores a trailing slash, so /AUTH/ is /auth.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'auth', element: <AuthPage /> },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'create-listing', element: <ListingFormPage /> },
  { path: 'edit-listing/:id', element: <ListingFormPage /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'vehicles/:id', element: <VehicleDetailPage /> },
  // The dashboard's singular reading of the detail route.
  { path: 'vehicle/:id', element: <VehicleDetailPage /> },
  { path: 'saved', element: <SavedPage /> },
  { path: 'how-it-works', element: <StaticPage slug="how-it-works" /> },
  { path: 'financing', element: <StaticPage slug="financing" /> },
  { path: 'faq', element: <StaticPage slug="faq" /> },
  { path: 'privacy-policy', element: <StaticPage slug="privacy-policy" /> },
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
