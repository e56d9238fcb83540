import type { Customer } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

/** POST /customers/{id}/activate or /deactivate (idempotent). */
export function useSetCustomerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiFetch<{ data: Customer }>(`/dashboard/customers/${id}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
      }).then((body) => body.data),
    onSuccess: async (customer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) }),
      ]);
    },
  });
}
