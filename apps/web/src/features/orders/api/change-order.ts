import type { OrderTransition, ShippingStatusInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { refreshOrders } from './refresh-orders';

/** A change to one order that the order page offers from its `allowed_actions`. */
export type OrderChange =
  | { kind: 'transition'; action: OrderTransition; reason?: string }
  | { kind: 'shipping'; input: ShippingStatusInput }
  | { kind: 'create_invoice' }
  | { kind: 'delete_invoice' };

function request(id: number, change: OrderChange): Promise<unknown> {
  const base = `/dashboard/orders/${id}`;
  switch (change.kind) {
    case 'transition':
      return apiFetch(`${base}/${change.action}`, {
        method: 'POST',
        body: change.action === 'reject' ? { reason: change.reason } : {},
      });
    case 'shipping':
      return apiFetch(`${base}/shipping-status`, { method: 'POST', body: change.input });
    case 'create_invoice':
      return apiFetch(`${base}/invoice`, { method: 'POST', body: {} });
    case 'delete_invoice':
      return apiFetch(`${base}/invoice`, { method: 'DELETE' });
  }
}

/**
 * POST /orders/{id}/{accept|reject|cancel|pending|deliver}, /shipping-status, and the
 * invoice's create and delete. The server checks the transition table; a move it refuses
 * answers 409 with its translated message, which the confirmation dialog shows.
 */
export function useChangeOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) => request(id, change),
    onSettled: () => refreshOrders(queryClient),
  });
}
