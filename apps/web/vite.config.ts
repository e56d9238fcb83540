import { Features } from 'lightningcss';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { fontFaces } from './build/font-faces';
import { icuWarmUp } from './build/icu-warm-up';
import { localePreloads } from './build/locale-preloads';
import { mantineAppShellScroll } from './build/mantine-app-shell-scroll';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { mantineScrollAreaRefs } from './build/mantine-scroll-area-refs';
import { mantineStableIds } from './build/mantine-stable-ids';
import { precompress } from './build/precompress';

/**
 * The SPA is served at `/dashboard/…` and under the `/ar` and `/en` prefixes, so assets
 * are referenced from the root (`base: '/'`). In development the API runs on its own
 * port; the proxy keeps every call same-origin, as it is in production.
 *
 * Built for phones on mobile data (docs/web-budgets.md): each Mantine component's CSS goes
 * with the chunk that uses it, index.html preloads each language's first-paint font and
 * strings and loads ICU's number data in the first frame, and every text file is written
 * precompressed (brotli and gzip) for the server.
 */
const config: UserConfig = {
  base: '/',
  plugins: [react(), fontFaces(), mantineComponentStyles(), mantineStableIds(), mantineScrollAreaRefs(), mantineAppShellScroll(), localePreloads(), icuWarmUp(), precompress()],
  css: {
    // Keep `:dir()` as written: the minifier would lower it to `:lang()` for older browsers,
    // which cannot see the direction a `dir="auto"` field takes from what is typed
    // (layouts/dashboard-layout/input-direction.css). A browser without it skips the rule.
    lightningcss: { exclude: Features.DirSelector },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the dashboard supports preloads modules natively.
    modulePreload: { polyfill: false },
    // Read by the budget test of every route chunk (e2e/tests/bundle-size.spec.ts).
    manifest: true,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
};

// A production build groups what the signed-in screens share (build/chunk-groups.ts),
// from what a first, unwritten build of the same config makes.
export default defineConfig(async ({ command }) => {
  if (command !== 'build' || process.env.MATJAR_FIRST_PASS) return config;
  process.env.MATJAR_FIRST_PASS = '1';
  const groups = await chunkGroups({ ...config, configFile: false, root: import.meta.dirname });
  delete process.env.MATJAR_FIRST_PASS;
  return { ...config, build: { ...config.build, rolldownOptions: { output: { codeSplitting: { groups } } } } };
});
