import { createRoute } from '@tanstack/react-router';
import { i18n, SHARED_NAMESPACES } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { prefetchOrder, prefetchOrdersList } from '../route-data';
import { requirePermission } from '../route-gate';
import { appLayoutRoute, dashboardRoute, signedInContext } from './dashboard-routes';
import { checkPathIds } from './places-routes';

/** List pages read their own search params (paging, sort, filters, open dialog). */
const listSearch = (search: Record<string, unknown>) => search;
const loadOrders = ({ params }: { params: Record<string, string> }) => {
  checkPathIds(params);
  return i18n.loadNamespaces(['orders', 'pickers']);
};

export const ordersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'orders',
  validateSearch: listSearch,
  beforeLoad: requirePermission('orders.view'),
  loader: (options) => {
    prefetchOrdersList(options.context.queryClient, options.location.search);
    return loadOrders(options);
  },
  component: lazyPage(() => import('../../features/orders/orders-page')),
});

/** Phone orders: staff order for a customer. */
export const orderCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'orders/create',
  beforeLoad: requirePermission('orders.create'),
  loader: loadOrders,
  component: lazyPage(() => import('../../features/orders/order-create-page')),
});

export const orderRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'orders/$order',
  beforeLoad: requirePermission('orders.view'),
  loader: (options) => {
    const strings = loadOrders(options);
    prefetchOrder(options.context.queryClient, Number(options.params.order));
    return strings;
  },
  component: lazyPage(() => import('../../features/orders/order-page')),
});

export const commentsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'comments',
  validateSearch: listSearch,
  beforeLoad: requirePermission('comments.view'),
  loader: () => i18n.loadNamespaces(['comments', 'pickers']),
  component: lazyPage(() => import('../../features/comments/comments-page')),
});

/**
 * Printed documents: signed in like the dashboard, but without its sidebar and header, so
 * the page on screen is the sheet that comes out of the printer.
 */
export const printLayoutRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  id: '_print',
  loader: () => i18n.loadNamespaces(['table', ...SHARED_NAMESPACES]),
  beforeLoad: ({ location }) => signedInContext(location),
  component: lazyPage(() => import('./print-layout-page')),
});

/** `?doc=invoice` (default) or `?doc=packing-slip`. */
export const orderPrintRoute = createRoute({
  getParentRoute: () => printLayoutRoute,
  path: 'orders/$order/print',
  validateSearch: (search: Record<string, unknown>): { doc?: 'invoice' | 'packing-slip' } =>
    search.doc === 'packing-slip' ? { doc: 'packing-slip' } : {},
  beforeLoad: requirePermission('orders.view'),
  loader: loadOrders,
  component: lazyPage(() => import('../../features/orders/order-print-page')),
});
