import { useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/data-table/list-params';
import { categoryQueryOptions } from './category-query';

/** The category page: paging through its products keeps the category on screen. */
export function useCategoryPage(id: number, products: ListParams) {
  return useQuery({
    ...categoryQueryOptions(id, products),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
