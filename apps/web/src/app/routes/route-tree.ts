import { createRoute, redirect } from '@tanstack/react-router';
import { webModules } from '../modules';
import {
  forgetPasswordRoute,
  impersonateRoute,
  newPasswordRoute,
  passwordResetRoute,
  profileRoute,
  restorePasswordRoute,
} from './account-routes';
import { appLayoutRoute, appNotFoundRoute, authLayoutRoute, dashboardRoute, homeRoute, loginRoute, printLayoutRoute } from './dashboard-routes';
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

type Module = (typeof webModules)[number];
type ModuleRoute = ReturnType<Module['routes']>[number];
type PrintModule = Extract<Module, { printRoutes: unknown }>;
type PrintRoute = ReturnType<PrintModule['printRoutes']>[number];

/** Each module's screens under the signed-in layout, and its printed pages; every route keeps its own type. */
const moduleRoutes = webModules.flatMap((module): ModuleRoute[] => [...module.routes(appLayoutRoute)]);
const printRoutes = webModules.flatMap((module): PrintRoute[] => ('printRoutes' in module ? [...module.printRoutes(printLayoutRoute)] : []));

export const routeTree = rootRoute.addChildren([
  indexRoute,
  legacyLoginRoute,
  dashboardRoute.addChildren([
    authLayoutRoute.addChildren([
      loginRoute,
      forgetPasswordRoute,
      restorePasswordRoute,
      passwordResetRoute,
      newPasswordRoute,
      impersonateRoute,
    ]),
    appLayoutRoute.addChildren([homeRoute, profileRoute, ...moduleRoutes, appNotFoundRoute]),
    printLayoutRoute.addChildren(printRoutes),
  ]),
]);
