import type { ReportKind } from '@matjar/shared';
import { IconAlertTriangle, IconChartBar, IconCrown, IconEye, IconListDetails, IconShoppingCart, IconTrophy } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { lazyPage, screen, type AppLayoutRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { reportQueryOptions, reportSearch } from './api/report-query';

const NAMESPACES = ['reports'];

/** One report's screen at `/dashboard/report/{kind}`: its first answer is asked for while its code loads. */
const reportRoute = <const Kind extends ReportKind>(
  app: AppLayoutRoute,
  kind: Kind,
  permission: Parameters<typeof screen>[1],
  page: () => Promise<{ default: ComponentType }>,
) =>
  createRoute({
    ...screen(app, permission, NAMESPACES, (queryClient, { search }) => void queryClient.prefetchQuery(reportQueryOptions(kind, reportSearch(search)))),
    path: `report/${kind}`,
    validateSearch: reportSearch,
    component: lazyPage(page),
  });

/**
 * The Reports group (spec §2, §6): each report's period, chart, table, CSV export and print
 * view. Monthly sales and latest orders answer to `reports.view`, the cart report to the
 * customers' permission.
 */
export const reportsModule = defineWebModule({
  name: 'reports',
  permissionAreas: ['reports', 'customers'],
  menu: [
    menuEntry({ group: 'reports', key: 'monthlySales', to: '/dashboard/report/monthly-sales', icon: IconChartBar, permission: 'reports.view' }),
    menuEntry({ group: 'reports', key: 'latestOrders', to: '/dashboard/report/latest-orders', icon: IconListDetails, permission: 'reports.view' }),
    menuEntry({ group: 'reports', key: 'mostSellers', to: '/dashboard/report/most-sellers', icon: IconTrophy, permission: 'reports.product_most_selling' }),
    menuEntry({ group: 'reports', key: 'topCustomers', to: '/dashboard/report/top-customer', icon: IconCrown, permission: 'reports.top_customer' }),
    menuEntry({ group: 'reports', key: 'itemsView', to: '/dashboard/report/items-view', icon: IconEye, permission: 'reports.product_views' }),
    menuEntry({ group: 'reports', key: 'cartItems', to: '/dashboard/report/cart-items', icon: IconShoppingCart, permission: 'customers.*' }),
    menuEntry({
      group: 'reports',
      key: 'underDemandLimit',
      to: '/dashboard/report/under-demand-limit-items',
      icon: IconAlertTriangle,
      permission: 'reports.product_aut_of_stouk',
    }),
  ],
  routes: (app) => [
    reportRoute(app, 'monthly-sales', 'reports.view', () => import('./monthly-sales-page')),
    reportRoute(app, 'latest-orders', 'reports.view', () => import('./latest-orders-page')),
    reportRoute(app, 'most-sellers', 'reports.product_most_selling', () => import('./most-sellers-page')),
    reportRoute(app, 'top-customer', 'reports.top_customer', () => import('./top-customers-page')),
    reportRoute(app, 'items-view', 'reports.product_views', () => import('./items-view-page')),
    reportRoute(app, 'cart-items', 'customers.view', () => import('./cart-items-page')),
    reportRoute(app, 'under-demand-limit-items', 'reports.product_aut_of_stouk', () => import('./under-demand-limit-page')),
  ],
  history: {},
});
