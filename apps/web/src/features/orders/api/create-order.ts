import type { Order, OrderInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { refreshOrders } from './refresh-orders';

/** POST /api/dashboard/orders: a phone order; 422 answers name the fields (`items.0.quantity`). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      apiFetch<{ data: Order }>('/dashboard/orders', { method: 'POST', body: input }).then((body) => body.data),
    onSuccess: () => refreshOrders(queryClient),
  });
}
