import { can } from '@matjar/shared';
import { createRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/error-pages/not-found-page';
import { prefetchLocalCurrency } from '../../components/pickers/local-currency-query';
import { isApiError } from '../../lib/api/api-error';
import { loadQueryClient } from '../../lib/api/load-query-client';
import { i18n, SHARED_NAMESPACES } from '../../lib/i18n/i18n';
import { lastProfile } from '../../lib/session/last-profile';
import { meQueryOptions } from '../../lib/session/me-query';
import { tokenStore } from '../../lib/session/session';
import { ForbiddenError } from '../../lib/route-errors';
import { safeRedirect } from '../../features/auth/landing-path';
import { lazyPage } from '../lazy-page';
import { firstVisibleItem, HOME_PERMISSION } from '../menu';
import { rootRoute } from './root-route';

/** Every screen lives under /dashboard (spec §2). */
export const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: 'dashboard' });

// Public screens -------------------------------------------------------------

export const authLayoutRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  id: '_auth',
  loader: () => i18n.loadNamespaces('auth'),
  component: lazyPage(() => import('../../layouts/auth-layout/auth-layout')),
});

export const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: ({ search }) => {
    if (tokenStore.read()) throw redirect({ href: search.redirect ?? '/dashboard', replace: true });
  },
  component: lazyPage(() => import('../../features/auth/login-page')),
});

// Signed-in screens ----------------------------------------------------------

/**
 * A session and the user's profile, or sign in first (then come back to `location`). The
 * guard of the signed-in screens, and of the new-password screen outside them.
 */
export async function signedInContext(location: { href: string }) {
  const toLogin = () => redirect({ to: '/dashboard/login', search: { redirect: location.href }, replace: true });
  if (!tokenStore.read()) throw toLogin();
  const queryClient = await loadQueryClient();
  const { queryKey } = meQueryOptions();
  // No network and no profile in memory (a reload offline): the last one the server gave
  // draws the header and the menu. Kept as stale, it is fetched again once the network is back.
  const drawFromLastProfile = () => {
    const kept = queryClient.getQueryData(queryKey) ? undefined : lastProfile.read();
    if (kept) queryClient.setQueryData(queryKey, kept, { updatedAt: 0 });
    return queryClient.getQueryData(queryKey);
  };
  if (!navigator.onLine) {
    const me = drawFromLastProfile();
    if (me) return { queryClient, me };
  }
  try {
    return { queryClient, me: await queryClient.ensureQueryData(meQueryOptions()) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw toLogin();
    const me = isApiError(error) && error.status === 0 ? drawFromLastProfile() : undefined;
    if (me) return { queryClient, me };
    throw error;
  }
}

/** The chrome's strings, the shared list UI's and the messages shared with the API, which nearly every screen shows. */
export const SIGNED_IN_NAMESPACES = ['layout', 'table', ...SHARED_NAMESPACES];

/**
 * The guard of every signed-in screen. Its child routes find the profile and the query
 * client in their context. A user who must change their password is kept on the
 * new-password screen until they do, then comes back here.
 */
export const appLayoutRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  id: '_app',
  staticData: { namespaces: SIGNED_IN_NAMESPACES },
  loader: () => i18n.loadNamespaces(SIGNED_IN_NAMESPACES),
  beforeLoad: async ({ location }) => {
    const context = await signedInContext(location);
    if (context.me.must_change_password) {
      throw redirect({ to: '/dashboard/new-password', search: { redirect: location.href }, replace: true });
    }
    prefetchLocalCurrency(context.queryClient, context.me);
    return context;
  },
  component: lazyPage(() => import('./app-layout-page')),
});

/** The layout every module's screens hang under (see `WebModule.routes`). */
export type AppLayoutRoute = typeof appLayoutRoute;

/** Users who may not see the home page land on their first menu entry instead. */
export const homeRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    if (can(context.me, HOME_PERMISSION)) return;
    const landing = firstVisibleItem(context.me);
    if (landing && landing.to !== '/dashboard') throw redirect({ to: landing.to, replace: true });
    throw new ForbiddenError();
  },
  staticData: { namespaces: ['home'] },
  loader: () => i18n.loadNamespaces('home'),
  component: lazyPage(() => import('./home-page-route')),
});

/**
 * An address no screen answers: the 404 inside the dashboard's frame, so the menu and the
 * header stay and the page leads back home (signing in first, like every screen here).
 */
export const appNotFoundRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '$',
  component: () => <NotFoundPage />,
});

/**
 * Printed documents: signed in like the dashboard, but without its sidebar and header, so
 * the page on screen is the sheet that comes out of the printer.
 */
export const printLayoutRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  id: '_print',
  loader: () => i18n.loadNamespaces(['table', ...SHARED_NAMESPACES]),
  beforeLoad: async ({ location }) => {
    const context = await signedInContext(location);
    prefetchLocalCurrency(context.queryClient, context.me);
    return context;
  },
  component: lazyPage(() => import('./print-layout-page')),
});

/** The layout of a module's printable pages (see `WebModule.printRoutes`). */
export type PrintLayoutRoute = typeof printLayoutRoute;
