import { createRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { productChildrenQueryOptions, productQueryOptions } from '../../features/products/api/get-product';
import { i18n, SHARED_NAMESPACES } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { prefetchProductsList } from '../route-data';
import { requirePermission } from '../route-gate';
import { appLayoutRoute } from './dashboard-routes';
import { checkPathIds } from './places-routes';

/** List pages read their own search params (paging, sort, filters). */
const listSearch = (search: Record<string, unknown>) => search;

/** Product screens show shared field names and validation messages beside their own texts. */
const productNamespaces = () => i18n.loadNamespaces(['products', ...SHARED_NAMESPACES]);

/** A product's page needs the product (an unknown id shows the 404 screen), and maybe its variants. */
async function loadProduct(queryClient: QueryClient, params: { product: string }, withChildren = false) {
  checkPathIds(params);
  const id = Number(params.product);
  await Promise.all([
    productNamespaces(),
    queryClient.ensureQueryData(productQueryOptions(id)),
    withChildren ? queryClient.ensureQueryData(productChildrenQueryOptions(id)) : undefined,
  ]);
}

export const productsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products',
  validateSearch: listSearch,
  beforeLoad: requirePermission('products.view'),
  loader: ({ context, location }) => {
    prefetchProductsList(context.queryClient, location.search);
    return productNamespaces();
  },
  component: lazyPage(() => import('../../features/products/products-page')),
});

/** The create and edit forms are one module (see `product-form-page`). */
const productFormPage = lazyPage(() => import('../../features/products/product-form-page'));

export const productCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products/create',
  beforeLoad: requirePermission('products.create'),
  loader: productNamespaces,
  component: productFormPage,
});

/** docs/decisions/0005: the quick-edit grid of prices and stock. */
export const productsDasRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products/das',
  validateSearch: listSearch,
  beforeLoad: requirePermission('products.update'),
  loader: productNamespaces,
  component: lazyPage(() => import('../../features/products/products-das-page')),
});

export const productEditRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products/$product',
  beforeLoad: requirePermission('products.update'),
  loader: ({ context, params }) => loadProduct(context.queryClient, params),
  component: productFormPage,
});

export const productChildrenRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products/$product/children',
  beforeLoad: requirePermission('products.view'),
  loader: ({ context, params }) => loadProduct(context.queryClient, params, true),
  component: lazyPage(() => import('../../features/products/product-children-page')),
});

export const productShowRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'products/$product/show',
  beforeLoad: requirePermission('products.view'),
  loader: ({ context, params }) => loadProduct(context.queryClient, params, true),
  component: lazyPage(() => import('../../features/products/product-show-page')),
});
