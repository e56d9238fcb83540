import type { ListParams } from '../../../components/data-table';

/** Query keys of the categories; `all` also covers the category picker's tree (`['categories', 'all']`). */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (params: ListParams) => [...categoryKeys.lists(), params] as const,
  details: (id: number) => [...categoryKeys.all, 'detail', id] as const,
  /** The category page, with one page of its products. */
  detail: (id: number, products: ListParams) => [...categoryKeys.details(id), products] as const,
};
