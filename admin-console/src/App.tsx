import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { brand } from '@contract/brand';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { AccessNotification } from './auth/AccessNotification';
import { Dashboard } from './dashboard/Dashboard';

/**
 * `<Admin basename="/admin">` alone renders blank at /admin/ (docs/DESIGN.md): the console owns a router whose
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
              dashboard={Dashboard}
              // Sign-in happens on the storefront (/auth, or /api/login); the console has no login page.
              loginPage={false}
              // Check access before rendering the layout, so refused visitors never see the console's frame.
              requireAuth
              notification={AccessNotification}
              // Its telemetry request fails offline and leaks the admin host name.
              disableTelemetry
            >
              {/* react-admin shows its welcome screen, not the dashboard, when it has no child at all; this resource
                  has no views yet (so no menu entry, no request): the moderation step gives it its screens. */}
              <Resource name="vehicles" />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
