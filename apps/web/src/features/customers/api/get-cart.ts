import type { Cart } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { customers } from '../customers-resource';

/** GET /api/dashboard/customers/{id}/cart: read only, the storefront fills it. */
export function useCart(customerId: number) {
  return useQuery({
    queryKey: [...customers.key, 'cart', customerId],
    queryFn: ({ signal }) =>
      apiFetch<{ data: Cart }>(`${customers.path}/${customerId}/cart`, { signal }).then((body) => body.data),
  });
}
