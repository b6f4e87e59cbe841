import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/api';
import { AppProviders } from './AppProviders';
import { seedFirstData } from './firstData';
import { router } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
seedFirstData(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
