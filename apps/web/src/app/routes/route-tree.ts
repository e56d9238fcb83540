import { createRoute, redirect } from '@tanstack/react-router';
import {
  appLayoutRoute,
  authLayoutRoute,
  dashboardRoute,
  homeRoute,
  loginRoute,
  unitsRoute,
} from './dashboard-routes';
import { rootRoute } from './root-route';

/** `/` and `/login` lead into the dashboard, as the server does for full page loads. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});

const legacyLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/login', replace: true });
  },
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  legacyLoginRoute,
  dashboardRoute.addChildren([
    authLayoutRoute.addChildren([loginRoute]),
    appLayoutRoute.addChildren([homeRoute, unitsRoute]),
  ]),
]);
