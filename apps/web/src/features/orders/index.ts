import { IconReceipt } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { orderQueryOptions } from './api/get-order';

const NAMESPACES = ['orders', 'pickers'];

/** Orders: the list, phone orders, each order's page, and its printed invoice and packing slip. */
export const ordersModule = defineWebModule({
  name: 'orders',
  menu: [menuEntry({ group: 'orders', key: 'orders', to: '/dashboard/orders', icon: IconReceipt, permission: 'orders.*' })],
  routes: (app) => [
    listRoute(app, 'orders', 'orders.view', NAMESPACES, () => import('./orders-page'), () =>
      import('./orders-resource').then((m) => ({ resource: m.orders, filterKeys: m.ORDER_FILTER_KEYS })),
    ),
    // Phone orders: staff order for a customer.
    createRoute({ ...screen(app, 'orders.create', NAMESPACES), path: 'orders/create', component: lazyPage(() => import('./order-create-page')) }),
    createRoute({
      // The order is asked for while the page's code loads.
      ...screen(app, 'orders.view', NAMESPACES, (queryClient, { params }) => void queryClient.prefetchQuery(orderQueryOptions(Number(params.order)))),
      path: 'orders/$order',
      component: lazyPage(() => import('./order-page')),
    }),
  ],
  printRoutes: (print) => [
    // `?doc=invoice` (default) or `?doc=packing-slip`.
    createRoute({
      ...screen(print, 'orders.view', NAMESPACES),
      path: 'orders/$order/print',
      validateSearch: (search: Record<string, unknown>): { doc?: 'invoice' | 'packing-slip' } =>
        search.doc === 'packing-slip' ? { doc: 'packing-slip' } : {},
      component: lazyPage(() => import('./order-print-page')),
    }),
  ],
  history: { orders: 'layout:models.orders', invoices: 'layout:models.invoices' },
});
