import type { CustomerDetail } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

/** The customer page's data: the customer, their addresses and their cart's totals. */
export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<{ data: CustomerDetail }>(`/dashboard/customers/${id}`, { signal }).then((body) => body.data),
  });

export function useCustomer(id: number | null) {
  return useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== null });
}
