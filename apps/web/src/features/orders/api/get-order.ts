import type { Order } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { orderKeys } from './order-keys';

/**
 * GET /api/dashboard/orders/{id}: items, totals, address, invoice, timeline and the legal
 * actions. The route imports it to ask for the order with the page's code, so it holds no hook.
 */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<{ data: Order }>(`/dashboard/orders/${id}`, { signal }).then((body) => body.data),
  });
