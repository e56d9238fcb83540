import type { Order } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { orderKeys } from './order-keys';

/** GET /api/dashboard/orders/{id}: items, totals, address, invoice, timeline and the legal actions. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<{ data: Order }>(`/dashboard/orders/${id}`, { signal }).then((body) => body.data),
  });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}
