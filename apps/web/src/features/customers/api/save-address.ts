import type { Address, AddressInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

/**
 * POST /api/dashboard/customer-addresses/{customerId}: adds an address, or edits the one
 * whose `id` the body carries (spec §7). The customer's page and counts refresh after.
 */
export function useSaveAddress(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      apiFetch<{ data: Address }>(`/dashboard/customer-addresses/${customerId}`, { method: 'POST', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]);
    },
  });
}
