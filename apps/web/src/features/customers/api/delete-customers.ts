import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

/** One (DELETE /{id}) or several (`{customers: [ids]}`), with their addresses and carts. */
export function useDeleteCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? apiFetch(`/dashboard/customers/${ids[0]}`, { method: 'DELETE' })
        : apiFetch('/dashboard/customers', { method: 'DELETE', body: { customers: ids } }),
    onSuccess: async (_answer, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
