import type { BulkStatusInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { refreshOrders } from './refresh-orders';

/** POST /api/dashboard/orders/bulk-status: all the orders move, or none does. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) => apiFetch('/dashboard/orders/bulk-status', { method: 'POST', body: input }),
    onSettled: () => refreshOrders(queryClient),
  });
}
