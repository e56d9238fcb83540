import type { Customer, CustomerInput, CustomerUpdateInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

export type SaveCustomerVariables = { id?: undefined; input: CustomerInput } | { id: number; input: CustomerUpdateInput };

/** POST a new customer or PATCH one; lists and the customer's page refresh after. */
export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveCustomerVariables) =>
      apiFetch<{ data: Customer }>(id ? `/dashboard/customers/${id}` : '/dashboard/customers', {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: async (customer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) }),
      ]);
    },
  });
}
