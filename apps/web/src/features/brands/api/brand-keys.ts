import type { ListParams } from '../../../components/data-table';

/** Query keys of the brands; `all` also covers the brand picker's list (`['brands', 'all']`). */
export const brandKeys = {
  all: ['brands'] as const,
  lists: () => [...brandKeys.all, 'list'] as const,
  list: (params: ListParams) => [...brandKeys.lists(), params] as const,
  detail: (id: number) => [...brandKeys.all, 'detail', id] as const,
};
