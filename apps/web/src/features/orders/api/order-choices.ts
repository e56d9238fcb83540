import type { PaymentMethodGroup, ShippingStatusEntry } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { orderKeys } from './order-keys';

/**
 * GET /api/dashboard/shipping-status: the shipping states with their names. A failed load
 * is shown as such (spec §8) rather than as an empty list.
 */
export function useShippingStatuses() {
  return useQuery({
    queryKey: orderKeys.shippingStatuses(),
    queryFn: ({ signal }) =>
      apiFetch<{ data: ShippingStatusEntry[] }>('/dashboard/shipping-status', { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/dashboard/companys-payments: payment method groups; the cash group holds one method. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: orderKeys.paymentMethods(),
    queryFn: ({ signal }) =>
      apiFetch<{ data: PaymentMethodGroup[] }>('/dashboard/companys-payments', { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}
