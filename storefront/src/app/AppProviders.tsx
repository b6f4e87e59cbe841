import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../features/toast/Toaster';

/**
 * What every screen relies on: the query cache and the toast region. The browser has one cache for the visit; the
 * server draws each page from a cache of its own (renderPage.tsx), never shared between visitors.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
