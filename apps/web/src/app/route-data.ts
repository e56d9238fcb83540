import type { QueryClient } from '@tanstack/react-query';

/**
 * Route data asked for by the route's loader, which the router runs while the route's
 * chunk loads, instead of by the screen once its code has arrived and rendered. The
 * screen's own query (same key, same fetch) then finds the answer there or in flight.
 * Nothing waits for it: the screen keeps its loading state, and a failure is the screen's
 * to show when its query retries. The modules are imported on demand, so the data code
 * stays out of the first bundle; they are the chunks the screen loads anyway. A chunk that
 * fails to load here is the screen's to report (lazy-page.ts), so the failure is dropped.
 *
 * The lists are read as the screens read them (`useListParams`) except for the sort's
 * whitelist: the sorts sit beside the shared Zod schemas, which would otherwise join the
 * first bundle. A sort the screen drops only costs one unused request.
 */
export function prefetchProductsList(queryClient: QueryClient, search: Record<string, unknown>): void {
  void productsList(queryClient, search).catch(() => undefined);
}

export function prefetchOrdersList(queryClient: QueryClient, search: Record<string, unknown>): void {
  void ordersList(queryClient, search).catch(() => undefined);
}

export function prefetchOrder(queryClient: QueryClient, id: number): void {
  void import('../features/orders/api/get-order')
    .then(({ orderQueryOptions }) => queryClient.prefetchQuery(orderQueryOptions(id)))
    .catch(() => undefined);
}

async function productsList(queryClient: QueryClient, search: Record<string, unknown>): Promise<void> {
  const [{ parseListParams }, { fetchProducts }, { productKeys }, { PRODUCT_FILTER_KEYS }] = await Promise.all([
    import('../components/data-table/list-params'),
    import('../features/products/api/get-products'),
    import('../features/products/api/product-keys'),
    import('../features/products/components/product-filters'),
  ]);
  const params = parseListParams(search, { filterKeys: PRODUCT_FILTER_KEYS });
  await queryClient.prefetchQuery({ queryKey: productKeys.list(params), queryFn: ({ signal }) => fetchProducts(params, signal) });
}

async function ordersList(queryClient: QueryClient, search: Record<string, unknown>): Promise<void> {
  const [{ parseListParams }, { fetchList }, { orderKeys }, { ORDER_FILTER_KEYS }] = await Promise.all([
    import('../components/data-table/list-params'),
    import('../components/data-table/fetch-list'),
    import('../features/orders/api/order-keys'),
    import('../features/orders/components/order-filters'),
  ]);
  const params = parseListParams(search, { filterKeys: ORDER_FILTER_KEYS });
  await queryClient.prefetchQuery({ queryKey: orderKeys.list(params), queryFn: ({ signal }) => fetchList('/dashboard/orders', params, signal) });
}
