import type { OrderRow } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { orderKeys } from './order-keys';

/** GET /api/dashboard/orders with the URL's paging, sort, search and filters. */
export function useOrders(params: ListParams) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => fetchList<OrderRow>('/dashboard/orders', params, signal),
    placeholderData: keepPreviousData,
  });
}
