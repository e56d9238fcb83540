import type { ListParams } from '../../../components/data-table';

/** Query keys of customers; a customer's detail also holds their addresses and cart totals. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: ListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  cart: (id: number) => [...customerKeys.all, 'cart', id] as const,
};
