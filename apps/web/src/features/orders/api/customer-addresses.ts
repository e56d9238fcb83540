import type { Address } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';

/** GET /api/dashboard/customer-addresses/{id}: the customer's addresses, each with today's shipping fee. */
export function useCustomerAddresses(customerId: number | null) {
  return useQuery({
    queryKey: ['customers', 'addresses', customerId] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: Address[] }>(`/dashboard/customer-addresses/${customerId}`, { signal }).then((body) => body.data),
    enabled: customerId !== null,
  });
}
