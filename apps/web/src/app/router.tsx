import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../components/error-pages/not-found-page';
import { RouteError } from '../components/error-pages/route-error';
import type { LocalePrefix } from '../lib/i18n/locale';
import { routeTree } from './routes/route-tree';

/**
 * The same routes serve `/dashboard/…`, `/ar/dashboard/…` and `/en/dashboard/…`: the
 * locale prefix found at start-up becomes the router's basepath, so links keep it.
 */
export function createAppRouter(basepath: LocalePrefix) {
  return createRouter({
    routeTree,
    basepath: basepath || '/',
    defaultPreload: 'intent',
    // Data is cached by TanStack Query; the router need not cache loader results too.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundPage />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
