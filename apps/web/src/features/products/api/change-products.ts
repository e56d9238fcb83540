import type { Product, ProductBulkInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useDeleteRows } from '../../../lib/api/use-delete-rows';
import { productKeys } from './product-keys';

/** One (DELETE /{id}) or several (`{products: [ids]}`); a product's variants go with it. */
export const useDeleteProducts = () => useDeleteRows('/dashboard/products', 'products', productKeys.all);

/** POST /products/{id}/archive or /unarchive. */
export function useSetProductArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      apiFetch<{ data: Product }>(`/dashboard/products/${id}/${archived ? 'archive' : 'unarchive'}`, { method: 'POST' }).then(
        (body) => body.data,
      ),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** PATCH /products/bulk (products/das): prices and stock of many rows, all or nothing. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductBulkInput) =>
      apiFetch<{ data: { updated: number; message: string } }>('/dashboard/products/bulk', { method: 'PATCH', body: input }).then(
        (body) => body.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
