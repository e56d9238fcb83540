import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, listScreen, loadScreen, screen, type AppLayoutRoute, type ScreenData } from '../../app/route-kit';
import { productChildrenQueryOptions, productQueryOptions } from './api/get-product';

/** A product's page needs the product (an unknown id shows the 404 screen), and maybe its variants. */
function loadProduct(queryClient: QueryClient, params: { product: string }, withChildren = false) {
  const id = Number(params.product);
  return Promise.all([
    loadScreen('products')({ params }),
    queryClient.ensureQueryData(productQueryOptions(id)),
    withChildren ? queryClient.ensureQueryData(productChildrenQueryOptions(id)) : undefined,
  ]);
}

/** The same data, started at a signed-in start with the page's code (see `ScreenData`); the loader finds it in flight. */
const productData =
  (withChildren: boolean): ScreenData =>
  (queryClient, { params }) => {
    const id = Number(params.product);
    void queryClient.prefetchQuery(productQueryOptions(id));
    if (withChildren) void queryClient.prefetchQuery(productChildrenQueryOptions(id));
  };

/** The list, the create and edit forms (one module), the quick-edit grid, a product's variants and its page. */
export function productsRoutes(app: AppLayoutRoute) {
  const productFormPage = lazyPage(() => import('./product-form-page'));
  return [
    listRoute(app, 'products', 'products.view', 'products', () => import('./products-page'), () =>
      import('./products-resource').then((m) => ({ resource: m.products, filterKeys: m.PRODUCT_FILTER_KEYS })),
    ),
    createRoute({ ...screen(app, 'products.create', 'products'), path: 'products/create', component: productFormPage }),
    // docs/decisions/0005: the quick-edit grid of prices and stock.
    createRoute({
      ...listScreen(app, 'products.update', 'products'),
      path: 'products/das',
      component: lazyPage(() => import('./products-das-page')),
    }),
    createRoute({
      ...screen(app, 'products.update', 'products', productData(false)),
      path: 'products/$product',
      loader: ({ context, params }) => loadProduct(context.queryClient, params),
      component: productFormPage,
    }),
    createRoute({
      ...screen(app, 'products.view', 'products', productData(true)),
      path: 'products/$product/children',
      loader: ({ context, params }) => loadProduct(context.queryClient, params, true),
      component: lazyPage(() => import('./product-children-page')),
    }),
    createRoute({
      ...screen(app, 'products.view', 'products', productData(true)),
      path: 'products/$product/show',
      loader: ({ context, params }) => loadProduct(context.queryClient, params, true),
      component: lazyPage(() => import('./product-show-page')),
    }),
  ];
}
