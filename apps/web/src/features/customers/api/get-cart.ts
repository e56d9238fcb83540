import type { Cart } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customerKeys } from './customer-keys';

/** GET /api/dashboard/customers/{id}/cart: read only, the storefront fills it. */
export function useCart(customerId: number) {
  return useQuery({
    queryKey: customerKeys.cart(customerId),
    queryFn: ({ signal }) =>
      apiFetch<{ data: Cart }>(`/dashboard/customers/${customerId}/cart`, { signal }).then((body) => body.data),
  });
}
