import type { Category, CategoryDetail } from '@matjar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { parseListParams, toListQuery } from '../../../components/data-table/list-params';
import { apiFetch } from '../../../lib/api/api-fetch';
import { categoryKeys } from './category-keys';

/** GET /api/dashboard/categories with the URL's paging, sort, search and `parent_id` filter. */
export function useCategories(params: ListParams) {
  return useQuery({
    queryKey: categoryKeys.list(params),
    queryFn: ({ signal }) => fetchList<Category>('/dashboard/categories', params, signal),
    placeholderData: keepPreviousData,
  });
}

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

/** The category being edited (the drawer), or none. */
export function useCategory(id: number | null) {
  return useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== null });
}

/** The category page: paging through its products keeps the category on screen. */
export function useCategoryPage(id: number, products: ListParams) {
  return useQuery({
    ...categoryQueryOptions(id, products),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
