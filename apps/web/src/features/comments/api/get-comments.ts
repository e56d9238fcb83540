import type { OrderComment } from '@matjar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';

/** GET /api/dashboard/comments: `order_id`, `user_id`, `date_from`, `date_to` and `search` (text, order number). */
export function useComments(params: ListParams) {
  return useQuery({
    queryKey: ['comments', 'list', params] as const,
    queryFn: ({ signal }) => fetchList<OrderComment>('/dashboard/comments', params, signal),
    placeholderData: keepPreviousData,
  });
}
