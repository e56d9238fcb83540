import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA is served at `/dashboard/…` and under the `/ar` and `/en` prefixes, so assets
 * are referenced from the root (`base: '/'`). In development the API runs on its own
 * port; the proxy keeps every call same-origin, as it is in production.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the dashboard supports preloads modules natively.
    modulePreload: { polyfill: false },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
});
