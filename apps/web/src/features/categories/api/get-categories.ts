import type { Category } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { categoryKeys } from './category-keys';
import { categoryQueryOptions } from './category-query';

/** GET /api/dashboard/categories with the URL's paging, sort, search and `parent_id` filter. */
export function useCategories(params: ListParams) {
  return useQuery({
    queryKey: categoryKeys.list(params),
    queryFn: ({ signal }) => fetchList<Category>('/dashboard/categories', params, signal),
    placeholderData: keepPreviousData,
  });
}

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
