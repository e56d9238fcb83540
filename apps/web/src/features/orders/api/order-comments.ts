import type { OrderComment } from '@matjar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { orderKeys } from './order-keys';

/** Enough for any one order's thread; the comments screen pages through all of them. */
const THREAD_SIZE = 200;

/** GET /api/dashboard/comments?order_id=: the order's staff comments, newest first. */
export function useOrderComments(orderId: number) {
  return useQuery({
    queryKey: orderKeys.comments(orderId),
    queryFn: ({ signal }) =>
      apiFetch<{ data: OrderComment[] }>('/dashboard/comments', {
        query: { order_id: orderId, perPage: THREAD_SIZE, sort: '-created_at' },
        signal,
      }).then((body) => body.data),
  });
}

/** POST /api/dashboard/comments; the order (its count and timeline) and the comments screen refresh. */
export function useAddComment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<{ data: OrderComment }>('/dashboard/comments', { method: 'POST', body: { order_id: orderId, body } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['comments'] }),
      ]),
  });
}
