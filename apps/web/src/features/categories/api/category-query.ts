import type { CategoryDetail } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { parseListParams, toListQuery, type ListParams } from '../../../components/data-table/list-params';
import { resourceKeys } from '../../../components/resource/resource';
import { apiFetch } from '../../../lib/api/api-fetch';
import { categories } from '../categories-resource';

// Kept apart from the list screen: the route's loader imports this file, and everything it
// imports lands in the app's first bundle (the table components and the query hooks must not).

/** The first page of a category's products: what a fresh category page reads. */
export const FIRST_PAGE: ListParams = parseListParams({});

/**
 * GET /api/dashboard/categories/{id}: the category, its children and a page of its own
 * products (`products` is the page's paging, sort and search), under the category's key.
 */
export const categoryQueryOptions = (id: number, products: ListParams = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...resourceKeys(categories).detail(id), products],
    queryFn: ({ signal }) =>
      apiFetch<{ data: CategoryDetail }>(`${categories.path}/${id}`, { query: toListQuery(products), signal }).then((body) => body.data),
  });
