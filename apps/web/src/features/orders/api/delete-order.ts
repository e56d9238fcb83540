import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { orderKeys } from './order-keys';

/** DELETE /api/dashboard/orders/{id}: only an order holding no stock and no invoice ("Failed to delete order" otherwise). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/dashboard/orders/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
