import type { Product, ProductChild, ProductChildInput, ProductInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMultipart } from '../../../lib/api/save-multipart';
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
export const saveProduct = ({ id, input }: SaveProductVariables) => saveMultipart<Product>('/dashboard/products', id, input);

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
      saveMultipart<ProductChild>(`/dashboard/products/${productId}/children`, childId, input),
    onSuccess: async (_child, { productId }) => {
      // The parent's stock is the sum of its variants'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
      ]);
    },
  });
}
