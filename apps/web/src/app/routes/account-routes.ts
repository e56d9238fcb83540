import { createRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '../../features/auth/landing-path';
import { i18n, SHARED_NAMESPACES } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { appLayoutRoute, authLayoutRoute, signedInContext } from './dashboard-routes';

/**
 * Screens beside the sign-in page, in the auth layout: password recovery (no session
 * needed), the forced password change, and the impersonation entry.
 */

/** Their forms validate with the shared schemas, whose messages and field names are shared too. */
const passwordNamespaces = () => i18n.loadNamespaces(['password', ...SHARED_NAMESPACES]);

export const forgetPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password/forget',
  loader: passwordNamespaces,
  component: lazyPage(() => import('../../features/password/forget-password-page')),
});

const restorePasswordPage = lazyPage(() => import('../../features/password/restore-password-page'));

/** The mailed link. */
export const restorePasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password/restore/{-$token}',
  loader: passwordNamespaces,
  component: restorePasswordPage,
});

/** The spec's other name for the same screen. */
export const passwordResetRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password-reset/{-$token}',
  loader: passwordNamespaces,
  component: restorePasswordPage,
});

/** Signed in, with a password change pending; anyone else goes on to where they were going. */
export const newPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'new-password',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: async ({ location, search }) => {
    const { me } = await signedInContext(location);
    if (!me.must_change_password) throw redirect({ href: search.redirect ?? '/dashboard', replace: true });
    return { me };
  },
  loader: passwordNamespaces,
  component: lazyPage(() => import('../../features/password/new-password-page')),
});

/** Spends a one-time token and goes on to the dashboard as the user. */
export const impersonateRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'impersonate/{-$token}',
  loader: () => i18n.loadNamespaces('layout'),
  component: lazyPage(() => import('../../features/impersonation/impersonate-page')),
});

/** User menu → Settings: one's own account. Every signed-in user may open it. */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'profile',
  loader: () => i18n.loadNamespaces('profile'),
  component: lazyPage(() => import('../../features/profile/profile-page')),
});
