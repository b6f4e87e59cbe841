import ArticleIcon from '@mui/icons-material/Article';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { brand } from '@contract/brand';
import type { Role } from '@contract/api';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { darkTheme, lightTheme } from './theme';
import { AccessNotification } from './auth/AccessNotification';
import { Dashboard } from './dashboard/Dashboard';

// Each screen is its own chunk, loaded when first opened: the dashboard (the landing screen) stays in the main one.
const VehicleList = lazy(() => import('./vehicles/VehicleList').then((module) => ({ default: module.VehicleList })));
const VehicleEdit = lazy(() => import('./vehicles/VehicleEdit').then((module) => ({ default: module.VehicleEdit })));
const MessageList = lazy(() => import('./messages/MessageList').then((module) => ({ default: module.MessageList })));
const MessageShow = lazy(() => import('./messages/MessageShow').then((module) => ({ default: module.MessageShow })));
const UserList = lazy(() => import('./users/UserList').then((module) => ({ default: module.UserList })));
const UserEdit = lazy(() => import('./users/UserEdit').then((module) => ({ default: module.UserEdit })));
const PageList = lazy(() => import('./pages/PageList').then((module) => ({ default: module.PageList })));
const PageEdit = lazy(() => import('./pages/PageEdit').then((module) => ({ default: module.PageEdit })));

// Like the storefront's client: no retries, no refetch on window focus.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const pages = (
  <Resource key="pages" name="pages" list={PageList} edit={PageEdit} icon={ArticleIcon} options={{ label: 'Pages' }} />
);

/** Admins get everything; editors only the content pages (the server refuses the rest anyway). */
function resourcesFor(role: Role | undefined) {
  if (role !== 'admin') return [pages];
  return [
    <Resource
      key="vehicles"
      name="vehicles"
      list={VehicleList}
      edit={VehicleEdit}
      icon={DirectionsCarIcon}
      options={{ label: 'Listings' }}
    />,
    <Resource
      key="contact-messages"
      name="contact-messages"
      list={MessageList}
      show={MessageShow}
      icon={MailIcon}
      options={{ label: 'Messages' }}
    />,
    <Resource
      key="users"
      name="users"
      list={UserList}
      edit={UserEdit}
      icon={PeopleIcon}
      options={{ label: 'Users' }}
    />,
    pages,
    // Read through reference fields only (a listing's history): no menu entry.
    <Resource key="moderation-events" name="moderation-events" />,
  ];
}

/**
 * `<Admin basename="/admin">` alone renders blank at /admin/: the console owns a router whose
 * only route is /admin/*, and react-admin builds its links under that basename.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              title={brand.name}
              authProvider={authProvider}
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              queryClient={queryClient}
              theme={lightTheme}
              darkTheme={darkTheme}
              dashboard={Dashboard}
              // Sign-in happens on the storefront (/auth, or /api/login); the console has no login page.
              loginPage={false}
              // Check access before rendering the layout, so refused visitors never see the console's frame.
              requireAuth
              notification={AccessNotification}
              // Its telemetry request fails offline and leaks the admin host name.
              disableTelemetry
            >
              {(permissions: Role | undefined) => resourcesFor(permissions)}
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
