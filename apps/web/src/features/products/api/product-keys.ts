import type { ListParams } from '../../../components/data-table';

/** Query keys of products; a product's variants (children) sit under its detail key. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ListParams) => [...productKeys.lists(), params] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  children: (id: number) => [...productKeys.detail(id), 'children'] as const,
};
