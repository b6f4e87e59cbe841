import './zodConfig';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/api';
import { loadLazyElements } from '../lib/lazyComponent';
import { AppProviders } from './AppProviders';
import { seedFirstData } from './firstData';
import { router } from './router';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
seedFirstData(queryClient);

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A page the server drew (renderPage.tsx) is taken over where it stands, once its page's code is here (announced
// in its head, so already on its way); any other is drawn here at once.
if (container.firstElementChild) {
  const pages = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.element);
  void loadLazyElements(pages).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
