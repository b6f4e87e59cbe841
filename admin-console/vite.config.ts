import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (cms/main.ts) in development; the console itself is served by that server in production.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  // The server mounts the console under /admin, so every asset URL must start there.
  base: '/admin/',
  plugins: [react()],
  // One .env at the repository root configures the server and both front ends (VITE_BRAND_NAME, ...).
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../contract', import.meta.url)) },
  },
  server: {
    // The brand icon belongs to the storefront, which the API server also serves.
    proxy: { '/api': apiServer, '/cms-api': apiServer, '/media': apiServer, '/favicon.svg': apiServer },
  },
  // react-admin and MUI make one ~850 kB chunk (~270 kB gzip) by nature; warn only beyond that.
  build: { outDir: 'dist', chunkSizeWarningLimit: 1000 },
});
