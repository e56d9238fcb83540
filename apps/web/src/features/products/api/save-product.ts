import type { Product, ProductChild, ProductChildInput, ProductInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { toFormData } from '../../../lib/api/to-form-data';
import { productKeys } from './product-keys';

export interface SaveProductVariables {
  /** The product being edited; a new one when absent. */
  id?: number;
  input: ProductInput;
}

/**
 * POST /api/dashboard/products, or POST /products/{id} with `_method=PATCH`: multipart
 * with bracket keys (`options[0][values][1][ar]`) so the image travels with the fields.
 */
export const saveProduct = ({ id, input }: SaveProductVariables) => {
  const body = toFormData(id === undefined ? input : { ...input, _method: 'PATCH' });
  const path = id === undefined ? '/dashboard/products' : `/dashboard/products/${id}`;
  return apiFetch<{ data: Product }>(path, { method: 'POST', body }).then((answer) => answer.data);
};

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.children(product.id) }),
      ]);
    },
  });
}

export interface SaveChildVariables {
  productId: number;
  childId: number;
  input: ProductChildInput;
}

/** POST /products/{id}/children/{childId} with `_method=PATCH` (multipart: the image may change). */
export function useSaveProductChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, childId, input }: SaveChildVariables) =>
      apiFetch<{ data: ProductChild }>(`/dashboard/products/${productId}/children/${childId}`, {
        method: 'POST',
        body: toFormData({ ...input, _method: 'PATCH' }),
      }).then((answer) => answer.data),
    onSuccess: async (_child, { productId }) => {
      // The parent's stock is the sum of its variants'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ]);
    },
  });
}
