import type { OrderItem, Product } from '@matjar/shared';
import { useQueries } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useCan } from '../../../lib/session/use-can';

/**
 * Thumbnails of an order's products. Order items keep their own name, sku and price but
 * no image (the orders contract has none), so the picture is the product's current one,
 * read from GET /api/dashboard/products/{id} for users who may see products.
 */
export function useItemImages(items: OrderItem[]): Map<number, string> {
  const allowed = useCan('products.view');
  const ids = [...new Set(items.map((item) => item.product_id).filter((id): id is number => id !== null))];
  const products = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['products', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<{ data: Product }>(`/dashboard/products/${id}`, { signal }).then((body) => body.data),
      enabled: allowed,
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const images = new Map<number, string>();
  for (const product of products) if (product.data?.image) images.set(product.data.id, product.data.image);
  return images;
}
