import { createRoute, redirect } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { requirePermission } from '../route-gate';
import { appLayoutRoute } from './dashboard-routes';
import { checkPathIds } from './places-routes';

/** List pages read their own search params (paging, sort, filters, open dialog). */
const listSearch = (search: Record<string, unknown>) => search;

export const customersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'customers',
  validateSearch: listSearch,
  beforeLoad: requirePermission('customers.view'),
  loader: () => i18n.loadNamespaces('customers'),
  component: lazyPage(() => import('../../features/customers/customers-page')),
});

/** The customer page: header and tabs; its children fill the tab (spec §2: addresess, carts, …). */
export const customerRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'customers/$customer',
  validateSearch: listSearch,
  beforeLoad: requirePermission('customers.view'),
  loader: ({ params }) => {
    checkPathIds(params);
    return i18n.loadNamespaces(['customers', 'fields']);
  },
  component: lazyPage(() => import('../../features/customers/customer-page')),
});

const addressesPage = lazyPage(() => import('../../features/customers/customer-addresses-page'));

export const customerIndexRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: '/',
  component: addressesPage,
});

/** The spec's spelling, `addresess`. */
export const customerAddressesRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'addresess',
  component: addressesPage,
});

export const customerCartRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'carts',
  component: lazyPage(() => import('../../features/customers/customer-cart-page')),
});

const addressFormPage = lazyPage(() => import('../../features/customers/address-form-page'));

export const addressCreateRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'addresess/create',
  beforeLoad: requirePermission('customers.update'),
  component: addressFormPage,
});

export const addressEditRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'addresess/$id',
  beforeLoad: requirePermission('customers.update'),
  loader: ({ params }) => checkPathIds({ id: params.id }),
  component: addressFormPage,
});

/** The correct spelling leads to the spec's (`addresses/create` → `addresess/create`). */
export const addressesAliasRoute = createRoute({
  getParentRoute: () => customerRoute,
  path: 'addresses/$',
  beforeLoad: ({ location }) => {
    throw redirect({ href: location.href.replace('/addresses', '/addresess'), replace: true });
  },
});
