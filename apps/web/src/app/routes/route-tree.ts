import { createRoute, redirect } from '@tanstack/react-router';
import {
  appLayoutRoute,
  authLayoutRoute,
  dashboardRoute,
  homeRoute,
  loginRoute,
  unitsRoute,
} from './dashboard-routes';
import {
  forgetPasswordRoute,
  impersonateRoute,
  newPasswordRoute,
  passwordResetRoute,
  restorePasswordRoute,
} from './account-routes';
import { logsRoute, profileRoute, roleCreateRoute, roleRoute, rolesRoute, usersRoute } from './users-routes';
import { rootRoute } from './root-route';
import { citiesRoute, countriesRoute, currencyRoute, governoratesRoute } from './places-routes';
import {
  addressCreateRoute,
  addressEditRoute,
  addressesAliasRoute,
  customerAddressesRoute,
  customerCartRoute,
  customerIndexRoute,
  customerRoute,
  customersRoute,
} from './customers-routes';
import { brandsRoute, categoriesRoute, categoryRoute } from './catalogue-routes';
import {
  productChildrenRoute,
  productCreateRoute,
  productEditRoute,
  productShowRoute,
  productsDasRoute,
  productsRoute,
} from './products-routes';
import {
  commentsRoute,
  orderCreateRoute,
  orderPrintRoute,
  orderRoute,
  ordersRoute,
  printLayoutRoute,
} from './orders-routes';

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
    authLayoutRoute.addChildren([
      loginRoute,
      forgetPasswordRoute,
      restorePasswordRoute,
      passwordResetRoute,
      newPasswordRoute,
      impersonateRoute,
    ]),
    appLayoutRoute.addChildren([
      homeRoute,
      customersRoute,
      customerRoute.addChildren([
        customerIndexRoute,
        customerAddressesRoute,
        addressCreateRoute,
        addressEditRoute,
        addressesAliasRoute,
        customerCartRoute,
      ]),
      ordersRoute,
      orderCreateRoute,
      orderRoute,
      commentsRoute,
      countriesRoute,
      governoratesRoute,
      citiesRoute,
      currencyRoute,
      unitsRoute,
      categoriesRoute,
      categoryRoute,
      brandsRoute,
      productsRoute,
      productCreateRoute,
      productsDasRoute,
      productEditRoute,
      productChildrenRoute,
      productShowRoute,
      usersRoute,
      logsRoute,
      rolesRoute,
      roleCreateRoute,
      roleRoute,
      profileRoute,
    ]),
    printLayoutRoute.addChildren([orderPrintRoute]),
  ]),
]);
