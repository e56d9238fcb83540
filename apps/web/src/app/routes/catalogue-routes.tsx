import { createRoute } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../features/categories/api/category-query';
import { i18n, SHARED_NAMESPACES } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { requirePermission } from '../route-gate';
import { appLayoutRoute } from './dashboard-routes';
import { checkPathIds } from './places-routes';

/** List pages read their own search params (paging, sort, search, filters, open dialog). */
const listSearch = (search: Record<string, unknown>) => search;

/** The forms show shared field names and validation messages beside the screen's own texts. */
const loadNamespaces = (namespace: string) => () => i18n.loadNamespaces([namespace, 'table', ...SHARED_NAMESPACES]);

export const brandsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'brands',
  validateSearch: listSearch,
  beforeLoad: requirePermission('brands.view'),
  loader: loadNamespaces('brands'),
  component: lazyPage(() => import('../../features/brands/brands-page')),
});

export const categoriesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'categories',
  validateSearch: listSearch,
  beforeLoad: requirePermission('categories.view'),
  loader: loadNamespaces('categories'),
  component: lazyPage(() => import('../../features/categories/categories-page')),
});

/** A category's page; an unknown id shows the 404 screen with the server's message. */
export const categoryRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'categories/$category',
  validateSearch: listSearch,
  beforeLoad: requirePermission('categories.view'),
  loader: async ({ context, params }) => {
    checkPathIds(params);
    await Promise.all([
      loadNamespaces('categories')(),
      context.queryClient.ensureQueryData(categoryQueryOptions(Number(params.category))),
    ]);
  },
  component: lazyPage(() => import('../../features/categories/category-page')),
});
