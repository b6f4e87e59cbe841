import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Express server (port 3000) answers these paths; Vite serves everything else.
const API_SERVER = 'http://localhost:3000';
const serverPaths = ['/api', '/cms-api', '/media', '/sitemap.xml'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  // One .env at the repository root configures the server and both front ends (VITE_BRAND_NAME, ...).
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: API_SERVER }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's renderer (dist-render/) needs neither the public files nor a manifest.
    copyPublicDir: !isSsrBuild,
    // dist/.vite/manifest.json: which chunks each page needs, so the server can announce them with the page.
    manifest: !isSsrBuild,
    // One stylesheet for the whole app, named in index.html: drawn pages carry it written in (the server's
    // web/inlineStylesheet.ts), and no page's code then waits for a stylesheet of its own to load.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every page needs, in one long-cached chunk that app releases do not invalidate.
          // Page-specific libraries (zod on /auth) stay with their page.
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|@tanstack|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
}));
