import type { ListParams } from '../../../components/data-table';

/** Query keys of orders; the order page also reads the order's comments. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: ListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  comments: (id: number) => [...orderKeys.all, 'comments', id] as const,
  shippingStatuses: () => ['shipping-status'] as const,
  paymentMethods: () => ['companys-payments'] as const,
};
