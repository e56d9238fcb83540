import type { ListParams } from '../../../components/data-table';

/** Query keys of the currencies; `all` also covers the local-currency lookup of the pickers. */
export const currencyKeys = {
  all: ['currencies'] as const,
  lists: () => [...currencyKeys.all, 'list'] as const,
  list: (params: ListParams) => [...currencyKeys.lists(), params] as const,
  detail: (id: number) => [...currencyKeys.all, 'detail', id] as const,
};
