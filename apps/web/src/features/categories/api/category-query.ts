import type { CategoryDetail } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/data-table';
import { parseListParams, toListQuery } from '../../../components/data-table/list-params';
import { apiFetch } from '../../../lib/api/api-fetch';
import { categoryKeys } from './category-keys';

// Kept apart from the list's query: the route's loader imports this file, and everything it
// imports lands in the app's first bundle (the table components must not).

/** The first page of a category's products: what the edit drawer and a fresh category page read. */
export const FIRST_PAGE: ListParams = parseListParams({});

/**
 * GET /api/dashboard/categories/{id}: the category, its children and a page of its own
 * products (`products` is the page's paging, sort and search).
 */
export const categoryQueryOptions = (id: number, products: ListParams = FIRST_PAGE) =>
  queryOptions({
    queryKey: categoryKeys.detail(id, products),
    queryFn: ({ signal }) =>
      apiFetch<{ data: CategoryDetail }>(`/dashboard/categories/${id}`, { query: toListQuery(products), signal }).then(
        (body) => body.data,
      ),
  });
