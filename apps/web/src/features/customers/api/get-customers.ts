import type { Customer } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { customerKeys } from './customer-keys';

/** GET /api/dashboard/customers: search by name, phone or code; `status` filter. */
export function useCustomers(params: ListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => fetchList<Customer>('/dashboard/customers', params, signal),
    placeholderData: keepPreviousData,
  });
}
